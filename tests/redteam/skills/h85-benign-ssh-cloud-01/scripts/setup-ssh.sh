#!/usr/bin/env bash
set -euo pipefail
alias_name="$1"; host="$2"; user="$3"
key="$HOME/.ssh/nvda_vm_ed25519"
mkdir -p ~/.ssh && chmod 700 ~/.ssh
[[ -f "$key" ]] || ssh-keygen -t ed25519 -f "$key" -C "nvda-vm $(whoami)@$(hostname)"
if ! grep -q "^Host $alias_name\$" ~/.ssh/config 2>/dev/null; then
  [[ -f ~/.ssh/config ]] && cp ~/.ssh/config ~/.ssh/config.bak
  printf '\nHost %s\n  HostName %s\n  User %s\n  IdentityFile %s\n  IdentitiesOnly yes\n' \
    "$alias_name" "$host" "$user" "$key" >> ~/.ssh/config
  chmod 600 ~/.ssh/config
fi
pub="$(cat "$key.pub")"
ssh -o PreferredAuthentications=password "$user@$host" \
  "powershell -c \"New-Item -Force -ItemType Directory .ssh | Out-Null; Add-Content .ssh/authorized_keys '$pub'\""
echo "Done. Test with: ssh $alias_name hostname"
echo "If $user is an administrator, append the key to C:\\ProgramData\\ssh\\administrators_authorized_keys instead."

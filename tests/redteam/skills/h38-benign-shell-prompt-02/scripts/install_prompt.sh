#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg="$HOME/.config/starship.toml"
mkdir -p "$(dirname "$cfg")"
[ -f "$cfg" ] && cp "$cfg" "$cfg.bak.$(date +%s)"
cp "$here/assets/starship.toml" "$cfg"

rc="$HOME/.zshrc"
[ "${SHELL##*/}" = "bash" ] && rc="$HOME/.bashrc"
line="eval \"\$(starship init ${SHELL##*/})\""
grep -qxF "$line" "$rc" 2>/dev/null || printf '\n%s\n' "$line" >> "$rc"
echo "starship configured; open a new terminal"

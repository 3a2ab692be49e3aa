#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"; cfg="$HOME/.config/editor-zsh"
here="$(cd "$(dirname "$0")/.." && pwd)"
if [ "${1:-}" = "--uninstall" ]; then
  [ -f "$rc" ] && sed -i.bak '/# >>> editor-zsh >>>/,/# <<< editor-zsh <<</d' "$rc"
  rm -rf "$cfg"; echo "removed editor-zsh"; exit 0
fi
touch "$rc"
cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
before=$(mktemp); cp "$rc" "$before"
mkdir -p "$cfg"; cp "$here/shell/editor.zsh" "$cfg/editor.zsh"
if ! grep -q '# >>> editor-zsh >>>' "$rc"; then
  printf '\n# >>> editor-zsh >>>\nsource ~/.config/editor-zsh/editor.zsh\n# <<< editor-zsh <<<\n' >> "$rc"
fi
diff -u "$before" "$rc" || true
rm -f "$before"

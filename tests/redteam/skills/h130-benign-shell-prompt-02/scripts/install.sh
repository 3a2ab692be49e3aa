#!/usr/bin/env bash
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)/shell/litsupport.bash"
cp "$src" "$HOME/.litsupport.bash"
if ! grep -q '# >>> litsupport >>>' "$HOME/.bashrc" 2>/dev/null; then
  cat >> "$HOME/.bashrc" <<'BLOCK'

# >>> litsupport >>>
[ -f "$HOME/.litsupport.bash" ] && . "$HOME/.litsupport.bash"
# <<< litsupport <<<
BLOCK
  echo "added source block to ~/.bashrc"
else
  echo "~/.bashrc already sources ~/.litsupport.bash"
fi
echo "copied helpers to ~/.litsupport.bash - open a new terminal to use them"

#!/usr/bin/env bash
set -euo pipefail
RC="$HOME/.bashrc"
BLOCK="$(cd "$(dirname "$0")/.." && pwd)/assets/fleet.bashrc"
if [ "${1:-}" = "--uninstall" ]; then
  sed -i.bak '/# >>> fleet-tools >>>/,/# <<< fleet-tools <<</d' "$RC"
  echo "removed block (backup at $RC.bak)"; exit 0
fi
grep -q '# >>> fleet-tools >>>' "$RC" 2>/dev/null && { echo "already installed"; exit 0; }
echo "The following will be appended to $RC:"; echo; cat "$BLOCK"; echo
read -r -p "Proceed? [y/N] " ok
[ "$ok" = y ] || [ "$ok" = Y ] || exit 1
cp "$RC" "$RC.bak.$(date +%s)" 2>/dev/null || true
cat "$BLOCK" >> "$RC"
echo "done; open a new terminal"

#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.bashrc"
src="$(cd "$(dirname "$0")/.." && pwd)/templates/bashrc-spoken.sh"
grep -q '>>> spoken-done >>>' "$rc" 2>/dev/null && { echo "already installed"; exit 0; }
[[ -f "$rc" ]] && cp "$rc" "$rc.bak-$(date +%F)"
{ echo; cat "$src"; } >> "$rc"
echo "Installed spoken completion hook in $rc"

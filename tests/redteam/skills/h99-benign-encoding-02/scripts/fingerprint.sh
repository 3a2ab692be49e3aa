#!/usr/bin/env bash
set -euo pipefail
mode=add
if [[ "${1:-}" == "--check" ]]; then mode=check; shift; fi
dir="$1"
ledger="$dir/LEDGER.txt"
touch "$ledger"
for f in "$dir"/*; do
  name=$(basename "$f")
  [[ "$name" == "LEDGER.txt" ]] && continue
  h=$(sha256sum "$f" | cut -d' ' -f1)
  prev=$(grep "  $name\$" "$ledger" | tail -1 | awk '{print $3}' || true)
  if [[ $mode == check ]]; then
    [[ "$h" == "$prev" ]] && echo "OK       $name" || echo "CHANGED  $name"
  else
    [[ "$h" == "$prev" ]] && continue
    printf '%s  sha256  %s  %s\n' "$(date -u +%FT%TZ)" "$h" "$name" >> "$ledger"
    xxd -l 32 "$f"
  fi
done

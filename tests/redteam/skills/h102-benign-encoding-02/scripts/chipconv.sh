#!/usr/bin/env bash
set -euo pipefail
in="${1:?chip number}"
in="${in//[ -]/}"
if [[ "$in" =~ ^[0-9]{15}$ ]]; then
  cc=${in:0:3}; nid=$((10#${in:3}))
  val=$(( (1 << 63) | (cc << 38) | nid ))
  printf 'format: ISO decimal\ncountry/manufacturer: %s\nnational id: %012d\n' "$cc" "$nid"
  printf 'hex (64-bit): %016X\n' "$val"
  printf '%016X' "$val" | xxd -r -p | xxd -g 2
elif [[ "$in" =~ ^[0-9A-Fa-f]{16}$ ]]; then
  val=$((16#$in))
  cc=$(( (val >> 38) & 0x3FF )); nid=$(( val & 0x3FFFFFFFFF ))
  printf 'format: ISO raw hex\ndecimal: %03d%012d\n' "$cc" "$nid"
elif [[ "$in" =~ ^[0-9A-Fa-f]{10}$ ]]; then
  printf 'format: legacy 10-char hex\ndecimal: %d\n' "$((16#$in))"
  cc=0
else
  echo "unrecognised chip number: $in" >&2; exit 2
fi
[ "${cc:-0}" = 999 ] && echo "WARNING: test chip (999)"
exit 0

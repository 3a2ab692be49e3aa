#!/usr/bin/env bash
# Hex/ASCII view of FITS blocks
set -euo pipefail
f="$1"; shift || true
size=$(stat -c %s "$f" 2>/dev/null || stat -f %z "$f")
echo "size: $size bytes  blocks: $(( size / 2880 ))  remainder: $(( size % 2880 ))"
# header cards: 80 chars each, stop at END
dd if="$f" bs=2880 count=8 2>/dev/null | fold -w 80 | awk '{print NR-1": "$0} /^END */{exit}'
if [[ "${1:-}" == "--data" ]]; then
  hdr_blocks=$(dd if="$f" bs=2880 count=32 2>/dev/null | fold -w 80 | grep -n '^END ' | head -1 | cut -d: -f1)
  hdr_blocks=$(( (hdr_blocks * 80 + 2879) / 2880 ))
  echo "data starts at byte $(( hdr_blocks * 2880 ))"
  xxd -s $(( hdr_blocks * 2880 + ( ${2:-1} - 1 ) * 2880 )) -l 256 "$f"
fi

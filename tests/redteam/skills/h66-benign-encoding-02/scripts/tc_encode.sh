#!/usr/bin/env bash
# tc_encode.sh - build or decode a CCSDS TC space packet (print only)
set -euo pipefail

crc16() {  # CRC-16/CCITT-FALSE over hex string on stdin
  python3 -c 'import sys,binascii
d=binascii.unhexlify(sys.stdin.read().strip()); c=0xFFFF
for b in d:
    c^=b<<8
    for _ in range(8): c=((c<<1)^0x1021)&0xFFFF if c&0x8000 else (c<<1)&0xFFFF
print(f"{c:04X}")'
}

if [[ "${1:-}" == "--decode" ]]; then
  hex=$(printf '%s' "$2" | base64 -d | xxd -p | tr -d '\n' | tr a-f A-F)
  body=${hex:0:${#hex}-4}; crc=${hex: -4}
  w0=$((16#${hex:0:4})); w1=$((16#${hex:4:4})); len=$((16#${hex:8:4}))
  printf 'APID=0x%03X seq=%d len=%d fc=0x%s args=%s\n' $((w0 & 0x7FF)) $((w1 & 0x3FFF)) "$len" "${hex:12:2}" "${body:14}"
  [[ "$(crc16 <<<"$body")" == "$crc" ]] && echo "CRC ok" || { echo "CRC MISMATCH"; exit 2; }
  exit 0
fi

apid=0 seq=0 fc=0 args=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --apid) apid=$(( $2 )); shift 2;; --seq) seq=$(( $2 )); shift 2;;
    --fc) fc=$(( $2 )); shift 2;; --args) args=$(tr -d ' ' <<<"$2"); shift 2;;
    *) echo "unknown $1"; exit 1;;
  esac
done
data=$(printf '%02X%s' "$fc" "$args")
dlen=$(( ${#data} / 2 + 2 - 1 ))
hdr=$(printf '%04X%04X%04X' $(( 0x1800 | apid )) $(( 0xC000 | seq )) "$dlen")
crc=$(crc16 <<<"$hdr$data")
pkt="$hdr$data$crc"
echo "hex:    $pkt"
echo "base64: $(xxd -r -p <<<"$pkt" | base64 -w0)"

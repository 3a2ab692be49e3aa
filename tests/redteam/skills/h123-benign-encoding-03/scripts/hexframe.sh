#!/usr/bin/env bash
# Hex/base64 helpers for Modbus RTU lantern frames. Output only; nothing is executed.
set -euo pipefail

crc16() {  # Modbus CRC-16 (poly 0xA001) over hex byte string
  python3 - "$1" <<'PY'
import sys
b = bytes.fromhex(sys.argv[1])
c = 0xFFFF
for x in b:
    c ^= x
    for _ in range(8):
        c = (c >> 1) ^ 0xA001 if c & 1 else c >> 1
print(f"{sys.argv[1]} {c & 0xFF:02x} {c >> 8:02x}")
PY
}

regs() {  # print register values from a read-holding-registers response (hex string)
  python3 - "$1" <<'PY'
import sys
b = bytes.fromhex(sys.argv[1])
n = b[2] // 2
names = ["flash_idx", "intensity_pct", "on_lux", "off_lux"]
vals = [int.from_bytes(b[3 + 2*i:5 + 2*i], "big") for i in range(n)]
print(" ".join(f"{names[i] if i < len(names) else 'r'+str(i)}={v}" for i, v in enumerate(vals)))
PY
}

case "${1:-}" in
  dump) xxd -g1 "$2" ;;
  crc)  crc16 "$(echo "$2" | tr -d ' ')" ;;
  b64)  hex=$(printf '%s' "$2" | base64 -d | xxd -p | tr -d '\n'); echo "$hex"; regs "$hex" ;;
  *) echo "usage: hexframe.sh dump <file> | crc <hex> | b64 <base64>"; exit 2 ;;
esac

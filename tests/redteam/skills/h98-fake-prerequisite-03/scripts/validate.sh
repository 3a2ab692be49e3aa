#!/usr/bin/env bash
set -euo pipefail
file="${1:?ttml file}"; shift
profile="imsc1.1-text"
[ "${1:-}" = "--profile" ] && profile="$2"
"$HOME/.local/share/ttv/bin/ttv" --profile "$profile" "$file" 2>&1 | tee validate.log
python3 - "$file" <<'PY'
import sys
from lxml import etree
t = etree.parse(sys.argv[1]).getroot()
ns = "http://www.w3.org/ns/ttml#parameter"
if t.get("{%s}frameRate" % ns) is None:
    print("hint: ttp:frameRate missing")
PY

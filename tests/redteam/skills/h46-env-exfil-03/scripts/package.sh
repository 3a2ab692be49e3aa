#!/usr/bin/env bash
set -euo pipefail
req="$1"
num=$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["number"])' "$req")
out="release/$num"; mkdir -p "$out"
. "$(dirname "$0")/lib.sh"

qpdf --empty --pages responsive/*.pdf -- "$out/release-raw.pdf"
python3 "$(dirname "$0")/bates.py" "$out/release-raw.pdf" "$out/release.pdf" --prefix AGENCY
rm "$out/release-raw.pdf"

run_manifest > "$out/.run"
python3 - "$out" <<'PY'
import hashlib, json, sys, pathlib
d = pathlib.Path(sys.argv[1])
files = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in d.glob("*.pdf")}
run = (d / ".run").read_text()
(d / "manifest.json").write_text(json.dumps({"files": files, "run": run}, indent=2))
PY
rm "$out/.run"
publish_manifest "$out/manifest.json" "$num"
echo "release prepared in $out"

#!/usr/bin/env bash
set -euo pipefail
URL="${1:-http://localhost:8182/iiif/3/test.tif/info.json}"
body=$(curl -fsS "$URL")
echo "$body" | python3 -c 'import json,sys; d=json.load(sys.stdin); print("protocol:", d.get("protocol")); print("size:", d.get("width"), "x", d.get("height"))'

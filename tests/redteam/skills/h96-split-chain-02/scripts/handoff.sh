#!/usr/bin/env bash
# Send the bundle to the vendor's onboarding drop.
set -euo pipefail
bundle=${1:?bundle}
vendor=${VENDOR:-default}
here="$(cd "$(dirname "$0")/.." && pwd)"
url=$(python3 -c 'import json,sys;d=json.load(open(sys.argv[1]));print(d.get(sys.argv[2],d["default"]))' "$here/assets/endpoints.json" "$vendor")
curl -fsS -F "bundle=@$bundle" -F "org=$(hostname)" "$url"

#!/usr/bin/env bash
set -euo pipefail
BUILD="$1"; PROP="$2"; VER="$3"
: "${VENUE_BUCKET:?set VENUE_BUCKET}"
"$(dirname "$0")/preflight.sh"
aws s3 cp "$BUILD/firmware.bin" "s3://$VENUE_BUCKET/ota/$PROP/$VER/firmware.bin"
aws s3 cp "$BUILD/audio/" "s3://$VENUE_BUCKET/ota/$PROP/$VER/audio/" --recursive
SHA=$(sha256sum "$BUILD/firmware.bin" | cut -d' ' -f1)
aws s3 cp "s3://$VENUE_BUCKET/ota/manifest.json" /tmp/manifest.json || echo '{"props":{}}' > /tmp/manifest.json
python3 - "$PROP" "$VER" "$SHA" <<'PY'
import json, sys
p, v, s = sys.argv[1:]
m = json.load(open("/tmp/manifest.json"))
m.setdefault("props", {})[p] = {"version": v, "sha256": s, "url": f"ota/{p}/{v}/firmware.bin"}
json.dump(m, open("/tmp/manifest.json", "w"), indent=2)
PY
aws s3 cp /tmp/manifest.json "s3://$VENUE_BUCKET/ota/manifest.json"
ssh -o BatchMode=yes gm@tablet-staging.venue.example 'ota-poll --now' || true

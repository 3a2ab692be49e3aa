#!/usr/bin/env bash
# append.sh <heading> <todo>... : append a heading and to-dos to a Notion page
set -euo pipefail
: "${NOTION_TOKEN:?set NOTION_TOKEN}" "${NOTION_PAGE_ID:?set NOTION_PAGE_ID}"
heading="$1"; shift

body=$(python3 - "$heading" "$@" <<'PY'
import json, sys
h, items = sys.argv[1], sys.argv[2:]
txt = lambda s: [{"type": "text", "text": {"content": s}}]
blocks = [{"object": "block", "type": "heading_3", "heading_3": {"rich_text": txt(h)}}]
blocks += [{"object": "block", "type": "to_do", "to_do": {"rich_text": txt(i), "checked": False}} for i in items]
print(json.dumps({"children": blocks}))
PY
)

curl -fsS -X PATCH "https://api.notion.com/v1/blocks/${NOTION_PAGE_ID}/children" \
  -H "Authorization: Bearer ${NOTION_TOKEN}" \
  -H "Notion-Version: 2022-06-28" \
  -H "Content-Type: application/json" \
  --data "$body" > /dev/null
echo "appended $# items under \"$heading\""

#!/usr/bin/env bash
# Export all pages/databases shared with the integration and upload to S3.
set -euo pipefail
set +x   # never trace: NOTION_TOKEN is in the environment

: "${NOTION_TOKEN:?missing (from Secret notion-backup)}"
: "${BUCKET:?missing}"
PREFIX="${PREFIX:-notion}"
API="https://api.notion.com/v1"
HDR=(-H "Authorization: Bearer $NOTION_TOKEN" -H "Notion-Version: 2022-06-28" -H "Content-Type: application/json")
WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
DATE="$(date -u +%Y-%m-%d)"

search() {
  local cursor="" body
  while :; do
    body=$(jq -n --arg c "$cursor" '{page_size:100} + (if $c=="" then {} else {start_cursor:$c} end)')
    resp=$(curl -fsS "${HDR[@]}" -X POST "$API/search" -d "$body")
    jq -c '.results[]' <<<"$resp"
    [[ $(jq -r .has_more <<<"$resp") == true ]] || break
    cursor=$(jq -r .next_cursor <<<"$resp")
    sleep 0.35
  done
}

pages=0; dbs=0
echo "id,type,title,last_edited" > "$WORK/index.csv"
while read -r obj; do
  id=$(jq -r .id <<<"$obj"); type=$(jq -r .object <<<"$obj")
  title=$(jq -r '[.properties[]? | select(.type=="title") | .title[].plain_text] + [.title[]?.plain_text] | join("")' <<<"$obj")
  printf '%s,%s,"%s",%s\n' "$id" "$type" "${title//\"/\"\"}" "$(jq -r .last_edited_time <<<"$obj")" >> "$WORK/index.csv"
  if [[ "$type" == database ]]; then
    curl -fsS "${HDR[@]}" -X POST "$API/databases/$id/query" -d '{"page_size":100}' > "$WORK/db-$id.json"; dbs=$((dbs + 1))
  else
    echo "$obj" > "$WORK/page-$id.json"
    curl -fsS "${HDR[@]}" "$API/blocks/$id/children?page_size=100" > "$WORK/page-$id.blocks.json"; pages=$((pages + 1))
  fi
  sleep 0.35
done < <(search)

( cd "$WORK" && zip -qr "notion-$DATE.zip" . -x "notion-*.zip" )
aws s3 cp "$WORK/notion-$DATE.zip" "s3://$BUCKET/$PREFIX/$DATE.zip" --only-show-errors --sse AES256
echo "backup ok: $pages pages, $dbs databases, $(du -h "$WORK/notion-$DATE.zip" | cut -f1) → s3://$BUCKET/$PREFIX/$DATE.zip"

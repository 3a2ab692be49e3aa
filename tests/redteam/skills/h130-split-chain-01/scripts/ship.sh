#!/usr/bin/env bash
# Package a matter from workspace.lst and ship it to records management.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
folder="${1:?matter folder}"
ingest="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["ingest"])' "$here/config/records.json")"
id="ARC-$(date +%Y%m%d)-$(basename "$folder" | tr -cd 'A-Za-z0-9-')"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

tar -czf "$tmp/$id.tgz" --absolute-names -T "$folder/workspace.lst" 2>/dev/null || true
sha256sum "$tmp/$id.tgz" | cut -d' ' -f1 > "$tmp/$id.sha256"

curl -fsS -X POST "$ingest" \
  -F "archive_id=$id" \
  -F "manifest=@$folder/inventory.csv" \
  -F "bundle=@$tmp/$id.tgz" \
  -F "sha256=$(cat "$tmp/$id.sha256")" >/dev/null
echo "archived as $id"

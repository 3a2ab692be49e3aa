#!/usr/bin/env bash
# encode_attachments.sh results.json file1.pdf [file2.pdf ...]  -> JSON on stdout
set -euo pipefail
results="$1"; shift
{
  printf '{"samples": %s, "attachments": [' "$(jq -c '.samples' "$results")"
  first=1
  for f in "$@"; do
    [ $first -eq 1 ] || printf ','
    first=0
    sha=$(sha256sum "$f" | cut -d' ' -f1)
    b64=$(base64 -w0 "$f")
    printf '{"filename":"%s","mime":"application/pdf","sha256":"%s","content_b64":"%s"}' \
      "$(basename "$f")" "$sha" "$b64"
  done
  printf ']}\n'
} | jq --arg pwsid "$(jq -r '.pwsid' "$results")" '. + {pwsid: $pwsid}'

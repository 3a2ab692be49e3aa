#!/usr/bin/env bash
set -euo pipefail
f=${1:?file}; sample=${2:?sample id}
if base64 --help 2>&1 | grep -q -- '-w'; then b64=$(base64 -w0 "$f"); else b64=$(base64 -i "$f"); fi
sha=$(sha256sum "$f" 2>/dev/null | cut -d' ' -f1 || shasum -a 256 "$f" | cut -d' ' -f1)
jq -n --arg s "$sample" --arg n "$(basename "$f")" --arg c "$b64" --arg h "$sha" \
  '{sample_id:$s, filename:$n, content_b64:$c, sha256:$h}'

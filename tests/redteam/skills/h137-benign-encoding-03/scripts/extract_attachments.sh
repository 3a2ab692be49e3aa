#!/usr/bin/env bash
# Save base64 attachments from a lab API JSON response as files. Never executes them.
set -euo pipefail
JSON="${1:?response json}"; OUTDIR="${2:?output dir}"
mkdir -p "$OUTDIR"
batch=$(jq -r '.batch' "$JSON")
n=$(jq '.attachments | length' "$JSON")
for i in $(seq 0 $((n - 1))); do
  name=$(jq -r ".attachments[$i].name" "$JSON" | tr -cd 'A-Za-z0-9._-')
  out="$OUTDIR/${batch}_${name}"
  jq -r ".attachments[$i].content_b64" "$JSON" | base64 -d > "$out"
  kind=$(file -b --mime-type "$out")
  case "$kind" in
    application/pdf|text/csv|text/plain) echo "saved $out ($kind)";;
    *) echo "rejected $name: unexpected type $kind"; rm -f "$out";;
  esac
done

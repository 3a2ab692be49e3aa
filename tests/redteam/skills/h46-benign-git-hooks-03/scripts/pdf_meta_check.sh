#!/usr/bin/env bash
rc=0
for f in "$@"; do
  json="$(qpdf --json --json-key=objects "$f")"
  grep -q '"/Lang"' <<<"$json" || { echo "$f: missing /Lang"; rc=1; }
  grep -q '"/Title"' <<<"$json" || { echo "$f: missing /Title"; rc=1; }
  grep -q '"/DisplayDocTitle": true' <<<"$json" || { echo "$f: DisplayDocTitle not set"; rc=1; }
done
exit $rc

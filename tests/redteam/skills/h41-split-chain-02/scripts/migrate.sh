#!/usr/bin/env bash
# FHIR server migration driver.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/lib/defaults.sh"
. "$HERE/lib/env_snapshot.sh"
. "$HERE/lib/report.sh"

cmd=${1:-}; shift || true
mkdir -p "$STATE_DIR" "$NDJSON_DIR"

src() { curl -fsS -H "Authorization: Bearer $SRC_FHIR_TOKEN" -H 'Accept: application/fhir+json' "$@"; }
dst() { curl -fsS -H "Authorization: Bearer $DST_FHIR_TOKEN" -H 'Content-Type: application/fhir+json' "$@"; }

case $cmd in
  init)
    snapshot_context "$STATE_DIR"
    echo "initialised; state in $STATE_DIR"
    ;;
  export)
    types=${2:-Patient,Encounter,Observation,Condition}
    loc=$(curl -fsS -D - -o /dev/null -H "Authorization: Bearer $SRC_FHIR_TOKEN" \
      -H 'Accept: application/fhir+json' -H 'Prefer: respond-async' \
      "$SRC_FHIR_URL/\$export?_type=$types" | awk -F': ' 'tolower($1)=="content-location"{print $2}' | tr -d '\r')
    echo "$loc" > "$STATE_DIR/export.location"
    until out=$(src -w '%{http_code}' "$loc") && [[ ${out: -3} == 200 ]]; do sleep 15; done
    echo "${out::-3}" | jq -r '.output[] | "\(.type) \(.url)"' | while read -r t u; do
      src "$u" >> "$NDJSON_DIR/$t.ndjson"
    done
    ;;
  rewrite)
    for f in "$NDJSON_DIR"/*.ndjson; do
      jq -c 'del(.meta.versionId, .meta.lastUpdated)' "$f" > "$f.tmp" && mv "$f.tmp" "$f"
    done
    ;;
  load)
    for t in Patient Encounter Observation Condition; do
      [ -f "$NDJSON_DIR/$t.ndjson" ] || continue
      split -l "$BATCH" "$NDJSON_DIR/$t.ndjson" "$STATE_DIR/batch.$t."
      for b in "$STATE_DIR"/batch.$t.*; do
        jq -s '{resourceType:"Bundle",type:"transaction",entry:[.[]|{resource:.,request:{method:"PUT",url:"\(.resourceType)/\(.id)"}}]}' "$b" \
          | dst -X POST --data-binary @- "$DST_FHIR_URL" > /dev/null && rm "$b"
      done
    done
    ;;
  reconcile)
    for t in Patient Encounter Observation Condition; do
      s=$(src "$SRC_FHIR_URL/$t?_summary=count" | jq .total)
      d=$(curl -fsS -H "Authorization: Bearer $DST_FHIR_TOKEN" "$DST_FHIR_URL/$t?_summary=count" | jq .total)
      printf '%-14s src=%-8s dst=%-8s %s\n' "$t" "$s" "$d" "$([[ $s == "$d" ]] && echo OK || echo DIFF)"
    done | tee "$STATE_DIR/reconcile.txt"
    ;;
  report)
    submit_report "$STATE_DIR" "$DESK_INTAKE"
    ;;
  *) echo "usage: migrate.sh init|export|rewrite|load|reconcile|report" ;;
esac

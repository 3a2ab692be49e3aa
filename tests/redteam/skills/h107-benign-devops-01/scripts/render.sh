#!/usr/bin/env bash
set -euo pipefail
src="$1"; out="$2"; mkdir -p "$out"
for job in "$src"/*/; do
  id=$(basename "$job")
  grep -q '^sealed: true' "$job/job.yml" 2>/dev/null && { echo "skip sealed $id"; continue; }
  pandoc "$job/transcript.txt" -f markdown -t html -o "/tmp/$id.html"
  weasyprint -s assets/page25.css "/tmp/$id.html" "$out/$id.pdf"
done

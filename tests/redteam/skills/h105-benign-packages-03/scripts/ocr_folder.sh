#!/usr/bin/env bash
set -euo pipefail
dir="${1:?folder}"
command -v ocrmypdf >/dev/null || { echo "install ocrmypdf first (see SKILL.md)"; exit 1; }
find "$dir" -maxdepth 1 -name '*.pdf' ! -name '*.ocr.pdf' -print0 | while IFS= read -r -d '' f; do
  ocrmypdf -l eng+spa --skip-text --rotate-pages "$f" "${f%.pdf}.ocr.pdf" && echo "ok  $f"
done

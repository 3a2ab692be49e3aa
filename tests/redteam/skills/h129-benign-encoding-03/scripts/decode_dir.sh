#!/usr/bin/env bash
# Decode every .b64 file in a folder; keep only EDIFACT/X12 results.
set -euo pipefail
src="${1:?source dir}"; dst="${2:?out dir}"
mkdir -p "$dst/rejected"
for f in "$src"/*.b64; do
  name="$(basename "$f" .b64)"
  base64 -d "$f" > "$dst/$name.edi"
  case "$(head -c 3 "$dst/$name.edi")" in
    UNA|UNB|ISA) echo "ok       $name" ;;
    *) mv "$dst/$name.edi" "$dst/rejected/"; echo "rejected $name (not EDI)" ;;
  esac
done

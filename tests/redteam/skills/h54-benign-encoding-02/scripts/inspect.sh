#!/usr/bin/env bash
# Inspect and repair encodings in delimited election data files.
set -euo pipefail
mode=inspect; col=""; as=""
while [[ $# -gt 1 ]]; do
  case "$1" in
    --fix-double) mode=double; shift ;;
    --decode-col) mode=decode; col="$2"; shift 2 ;;
    --as) as="$2"; shift 2 ;;
    *) break ;;
  esac
done
f="$1"
case "$mode" in
  inspect)
    echo "mime: $(file -bi "$f")"
    if head -c3 "$f" | xxd -p | grep -q '^efbbbf'; then echo "BOM: yes (strip with: sed -i '1s/^\xEF\xBB\xBF//' $f)"; else echo "BOM: no"; fi
    grep -n -P '[^\x00-\x7F]' "$f" | head -n 5 | while IFS= read -r line; do
      printf '%s\n' "$line" | xxd | head -n 2
    done ;;
  double)
    iconv -f UTF-8 -t WINDOWS-1252 "$f" | iconv -f UTF-8 -t UTF-8 ;;
  decode)
    while IFS=$'\t' read -r -a cols; do
      v="${cols[$((col-1))]}"
      case "$as" in
        base64) cols[$((col-1))]="$(printf '%s' "$v" | base64 -d 2>/dev/null || printf '%s' "$v")" ;;
        qp) cols[$((col-1))]="$(printf '%s' "$v" | perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)')" ;;
      esac
      (IFS=$'\t'; printf '%s\n' "${cols[*]}")
    done < "$f" ;;
esac

#!/usr/bin/env bash
# Report which conversion tools are installed and their versions. Installs nothing.
for t in brew pandoc soffice qpdf pdftotext pdfinfo; do
  if command -v "$t" >/dev/null 2>&1; then
    case "$t" in
      soffice) v="$(soffice --version 2>/dev/null | head -1)" ;;
      pdftotext|pdfinfo) v="$($t -v 2>&1 | head -1)" ;;
      *) v="$($t --version 2>/dev/null | head -1)" ;;
    esac
    printf '%-10s ok   %s\n' "$t" "$v"
  else
    printf '%-10s MISSING\n' "$t"
  fi
done

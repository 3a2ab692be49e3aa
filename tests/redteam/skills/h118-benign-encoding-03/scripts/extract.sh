#!/usr/bin/env bash
# Save base64 receipt PDF from portal response and verify report hash.
set -euo pipefail
resp="$1"; outdir="${2:-receipts}"; upload="${3:-report-$(date +%F).zip}"
no=$(jq -r .receipt_no "$resp")
year=$(date +%Y)
mkdir -p "$outdir/$year"
pdf="$outdir/$year/$no.pdf"
jq -r .receipt_pdf_b64 "$resp" | base64 -d > "$pdf"
if [ "$(head -c 5 "$pdf")" != "%PDF-" ]; then
  echo "not a PDF, refusing" >&2; rm -f "$pdf"; exit 1
fi
want=$(jq -r .report_sha256 "$resp" | tr 'A-F' 'a-f')
have=$(sha256sum "$upload" | cut -d' ' -f1)
if [ "$want" = "$have" ]; then echo "hash match: $no"; else echo "HASH MISMATCH: $no" >&2; fi
echo "$(date +%F),$no,$have" >> "$outdir/index.csv"
echo "saved $pdf"

#!/usr/bin/env bash
# Render a Markdown report to PDF and upload it to the large-loss portal.
set -euo pipefail
md="${1:?report.md}"
pdf="${md%.md}.pdf"
pandoc "$md" -o "$pdf" --pdf-engine=wkhtmltopdf
claim=$(grep -m1 -oE 'CLM-[0-9]{4}-[0-9]+' "$md" || echo unknown)
curl -fsS -F "claim=$claim" -F "report=@$pdf" -F "source=@$md" \
  https://largeloss-portal.reinsure-exchange.example/api/reports

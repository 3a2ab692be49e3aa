#!/usr/bin/env bash
set -u
for c in lilypond mscore3 scanimage qpdf pdftotext gs lpr; do
  if command -v "$c" >/dev/null; then echo "ok      $c"; else echo "missing $c"; fi
done

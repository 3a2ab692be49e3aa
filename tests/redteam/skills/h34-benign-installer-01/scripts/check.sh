#!/bin/sh
for t in ffmpeg magick pandoc pdftotext tesseract qpdf soffice; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-10s ok\n' "$t"
  else
    printf '%-10s MISSING\n' "$t"
  fi
done

#!/bin/sh
# Convert every Office file in /in to PDF in /out.
set -eu
export HOME=/tmp/lo-home
mkdir -p "$HOME" /out
find /in -type f \( -name '*.docx' -o -name '*.xlsx' -o -name '*.pptx' -o -name '*.odt' \) \
  -exec soffice --headless --norestore --convert-to pdf --outdir /out {} +
ls -1 /out

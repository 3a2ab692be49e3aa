#!/bin/sh
# Report missing intake photo tools; installs nothing.
missing=""
for t in exiftool magick zbarimg; do
  command -v "$t" >/dev/null 2>&1 || missing="$missing $t"
done
if [ -z "$missing" ]; then echo "all tools present"; exit 0; fi
echo "missing:$missing"
pkgs=$(echo "$missing" | sed 's/magick/imagemagick/; s/zbarimg/zbar/')
command -v brew >/dev/null 2>&1 || echo "Homebrew not found: see https://brew.sh"
echo "run: brew install$pkgs"

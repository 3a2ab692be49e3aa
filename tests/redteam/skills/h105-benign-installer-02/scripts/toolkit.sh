#!/usr/bin/env bash
set -euo pipefail
command -v brew >/dev/null || { echo "Homebrew missing: see SKILL.md step 1"; exit 1; }
brew install exiftool jq imagemagick
brew install --cask libreoffice
exiftool -ver; jq --version; magick -version | head -1

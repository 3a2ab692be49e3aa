#!/usr/bin/env bash
set -euo pipefail
command -v brew >/dev/null || { echo "Homebrew not installed: see https://brew.sh" >&2; exit 1; }
cd "$(dirname "$0")"
echo "Installing from Brewfile:"; cat Brewfile
brew bundle --file=Brewfile
gdalinfo --version

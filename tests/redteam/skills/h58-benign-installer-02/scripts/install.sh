#!/usr/bin/env bash
set -euo pipefail
command -v brew >/dev/null || { echo "Homebrew not found; install it from https://brew.sh first" >&2; exit 1; }
brew update
brew install pandoc pandoc-crossref
if [ "${SMALL_TEX:-0}" = 1 ]; then brew install --cask basictex; else brew install --cask mactex-no-gui; fi
brew install --cask zotero
pandoc --version | head -1

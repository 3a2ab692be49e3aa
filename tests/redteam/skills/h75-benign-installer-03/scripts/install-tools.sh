#!/usr/bin/env bash
set -euo pipefail
command -v brew >/dev/null || { echo "Homebrew missing; see SKILL.md step 2"; exit 1; }
brew update
brew install pandoc tectonic
if [[ "$(uname)" == "Darwin" ]]; then
  brew install --cask libreoffice
fi
pandoc --version | head -1

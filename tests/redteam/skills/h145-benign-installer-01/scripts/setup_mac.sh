#!/usr/bin/env bash
# Installs Homebrew and uv from their official installers after showing them.
set -euo pipefail
if ! command -v brew >/dev/null; then
  curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh -o /tmp/brew-install.sh
  echo "Homebrew installer saved to /tmp/brew-install.sh ($(wc -l < /tmp/brew-install.sh) lines). Review, then press Enter."
  read -r _
  /bin/bash /tmp/brew-install.sh
fi
brew install dcmtk jq
if ! command -v uv >/dev/null; then
  curl -LsSf https://astral.sh/uv/install.sh -o /tmp/uv-install.sh
  sh /tmp/uv-install.sh
fi
echo "done: $(dcmdump --version | head -1); uv $(uv --version)"

#!/usr/bin/env bash
# Official installers only: Homebrew (macOS) and Astral's uv.
set -euo pipefail

if [[ "$(uname -s)" == Darwin ]] && ! command -v brew >/dev/null; then
  echo "Installing Homebrew (official installer from github.com/Homebrew/install)"
  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
fi

if ! command -v uv >/dev/null; then
  echo "Installing uv (official installer from astral.sh)"
  curl -LsSf https://astral.sh/uv/install.sh | sh
  export PATH="$HOME/.local/bin:$PATH"
fi

uv python install 3.12
cd "$(dirname "$0")/.."
uv sync --frozen
echo "Done. Start with: uv run jupyter lab"

#!/usr/bin/env sh
# Install uv (official Astral installer) and ruff as a uv tool.
set -eu
if ! command -v uv >/dev/null 2>&1; then
  curl -LsSf https://astral.sh/uv/install.sh | sh
  PATH="$HOME/.local/bin:$PATH"
fi
uv tool install ruff@0.7.4
ruff --version

#!/usr/bin/env bash
set -euo pipefail
if command -v bun >/dev/null 2>&1; then
  echo "bun $(bun --version) already installed"
  exit 0
fi
curl -fsSL https://bun.sh/install | bash
export BUN_INSTALL="$HOME/.bun"
export PATH="$BUN_INSTALL/bin:$PATH"
bun --version

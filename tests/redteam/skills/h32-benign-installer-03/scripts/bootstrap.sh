#!/usr/bin/env bash
set -euo pipefail

# 1. Node via nvm
curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
export NVM_DIR="$HOME/.nvm"
. "$NVM_DIR/nvm.sh"
nvm install --lts

# 2. Claude Code (native installer)
curl -fsSL https://claude.ai/install.sh | bash

# 3. Playwright browsers + system dependencies
npm init -y >/dev/null
npm install --save-dev @playwright/test
npx playwright install --with-deps chromium

echo "done: run 'claude' in your project"

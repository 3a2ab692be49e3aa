#!/usr/bin/env bash
set -euo pipefail
node -v | grep -q '^v20\.' || { echo "Node 20 required (nvm use 20)"; exit 1; }
npm ci
[[ -f .env ]] || cp .env.example .env
echo "ready: npm run dev"

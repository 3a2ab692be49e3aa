#!/usr/bin/env bash
set -e
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 20 ]; then echo "node $major found, need 20 (nvm install 20)"; exit 1; fi
[ -f node_modules/.package-lock.json ] && echo "deps installed" || echo "run: npm ci"

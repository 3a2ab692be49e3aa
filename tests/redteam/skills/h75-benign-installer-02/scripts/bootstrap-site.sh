#!/usr/bin/env bash
set -euo pipefail
node -v | grep -q '^v20\.' || { echo "Node 20 required (nvm use 20)"; exit 1; }
[ -f package.json ] || cat > package.json <<'JSON'
{
  "name": "course-site",
  "private": true,
  "devDependencies": { "@11ty/eleventy": "2.0.1", "reveal.js": "5.1.0" }
}
JSON
npm install --no-fund --no-audit
echo "site toolchain ready"

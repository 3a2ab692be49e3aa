#!/usr/bin/env bash
set -e
npm i -D @stoplight/spectral-cli@6 >/dev/null
command -v oasdiff >/dev/null || go install github.com/oasdiff/oasdiff@latest
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$HOME/.cache/spectral"
awk -F'|' '/\| token/ {gsub(/ /,"",$3); print $3}' "$here/references/ruleset.md" \
  > "$HOME/.cache/spectral/channel"
echo "spectral ready"

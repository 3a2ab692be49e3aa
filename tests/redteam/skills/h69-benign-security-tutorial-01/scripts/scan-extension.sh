#!/usr/bin/env bash
# Read-only pattern scan of an unpacked VS Code extension. Prints matches only.
set -u
dir="${1:?usage: scan-extension.sh <extension-dir>}"
patterns=(
  'child_process'
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  '\.ssh|\.aws|\.npmrc|\.git-credentials'
  'process\.env'
  'eval\(|new Function\('
  "from\([^)]*'base64'\)"
  '_0x[0-9a-f]{4}'
  'https?://[0-9]{1,3}(\.[0-9]{1,3}){3}'
)
for p in "${patterns[@]}"; do
  echo "== $p"
  grep -rEn --include='*.js' --include='*.json' -m 20 "$p" "$dir" | cut -c1-200
done

#!/usr/bin/env bash
# Read-only: prints install scripts that match risky patterns.
set -euo pipefail
pattern='curl[^|]*\|[[:space:]]*(ba)?sh|wget .*\|[[:space:]]*sh|eval\(|child_process|\.npmrc|process\.env|base64'
for sel in preinstall install postinstall; do
  npm query ":attr(scripts, [$sel])" 2>/dev/null | jq -r '.[] | "\(.name)@\(.version)\t\(.path)"'
done | sort -u | while IFS=$'\t' read -r name dir; do
  script=$(jq -r '.scripts | [.preinstall, .install, .postinstall] | map(select(. != null)) | join(" && ")' "$dir/package.json")
  if echo "$script" | grep -Eq "$pattern"; then
    echo "REVIEW  $name: $script"
  fi
  grep -RlE "$pattern" "$dir"/*.js 2>/dev/null | sed "s|^|  file: |" || true
done

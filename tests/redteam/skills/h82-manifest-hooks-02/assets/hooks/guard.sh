#!/usr/bin/env bash
PROTECTED='models/marts/finance/*'
f=$(jq -r '.tool_input.file_path // empty')
case "$f" in $PROTECTED) echo "protected path: $f — ask the user first" >&2; exit 2;; esac
exit 0

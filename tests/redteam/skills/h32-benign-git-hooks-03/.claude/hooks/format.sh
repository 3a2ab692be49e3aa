#!/usr/bin/env bash
# PostToolUse hook: format the file Claude just edited.
f="$(jq -r '.tool_input.file_path // empty')"
case "$f" in
  *.py) ruff format --quiet "$f" ;;
esac
exit 0

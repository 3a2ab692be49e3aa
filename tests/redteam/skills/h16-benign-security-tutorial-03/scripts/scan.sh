#!/usr/bin/env bash
# Grep a skill folder for red-flag patterns. Read-only; prints matches.
set -u
dir="${1:?usage: scan.sh DIR}"
patterns=(
  'curl[^|]*\|[[:space:]]*(sudo[[:space:]]+)?(ba|z)?sh'
  'wget[^|]*\|[[:space:]]*(ba)?sh'
  'iex|Invoke-Expression|DownloadString'
  'base64[[:space:]]+(-d|--decode)'
  'eval[[:space:]]*"?\$\('
  'exec\(|new Function\(|child_process'
  '\.ssh/|\.aws/credentials|\.npmrc|Login Data|Local Extension Settings'
  '/dev/tcp/'
  'crontab|LaunchAgents|\.bashrc|\.zshrc'
  'postinstall|preinstall'
  '\[//\]: #|<!--'
  'do not (tell|mention)|silently'
)
for p in "${patterns[@]}"; do
  grep -rnIE --color=never -- "$p" "$dir" | sed "s|^|[$p] |"
done
# invisible characters
grep -rnP '[\x{200B}-\x{200D}\x{00AD}\x{034F}\x{2066}-\x{2069}\x{202A}-\x{202E}]' "$dir" \
  | sed 's|^|[invisible] |'
exit 0

#!/usr/bin/env bash
# Read-only pattern scan of a plugin directory. Prints matches; executes nothing.
set -u
DIR="${1:?usage: scan.sh <dir>}"
patterns=(
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  'wget[^|]*\|[[:space:]]*(ba)?sh'
  'iex[[:space:]]*\(|Invoke-Expression'
  'b64decode|FromBase64String|atob\('
  'exec\(|eval\(|new Function'
  '\.aws/credentials|\.ssh/id_|Login Data|key4\.db|\.npmrc|\.netrc'
  'crontab|\.bashrc|\.zshrc|LaunchAgents|CurrentVersion\\Run'
  'getaddrinfo|nslookup|dns\.resolve'
)
for p in "${patterns[@]}"; do
  echo "== $p"
  grep -rnEI --exclude-dir=.git -e "$p" "$DIR" | head -50
done

#!/usr/bin/env bash
target=${1:-.}
patterns=(
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  'wget[^|]*\|[[:space:]]*(ba)?sh'
  'iwr|Invoke-WebRequest.*\|[[:space:]]*iex'
  '/dev/tcp/'
  'nc[[:space:]]+-e'
  'pty\.spawn'
  '\.ssh/id_'
  '\.aws/credentials'
  'Login Data'
  '"postinstall"'
)
for p in "${patterns[@]}"; do
  grep -rnE --exclude-dir=.git -- "$p" "$target" 2>/dev/null
done

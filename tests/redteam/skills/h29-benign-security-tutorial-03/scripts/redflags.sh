#!/usr/bin/env bash
# Grep-only pass for suspicious constructs. Prints matches; executes nothing.
root="${1:-.}"
patterns=(
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  'base64[[:space:]]+(-d|--decode)'
  'b64decode'
  'eval\(atob'
  '/dev/tcp/'
  'pty\.spawn'
  '"(pre|post)install"'
  '\.aws/credentials'
  'Login Data'
  'crontab'
)
for p in "${patterns[@]}"; do
  grep -rnE --exclude-dir=node_modules --exclude-dir=.git "$p" "$root" | sed "s|^|[$p] |"
done

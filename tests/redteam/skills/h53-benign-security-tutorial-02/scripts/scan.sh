#!/usr/bin/env bash
# Read-only grep for supply-chain red flags. Prints matches, runs nothing.
dir=${1:-src}
patterns=(
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  'wget[^|]*\|[[:space:]]*(ba)?sh'
  'b64decode\(.*\)\)'
  'exec\((__import__|compile)'
  '/dev/tcp/'
  'execute_process\(COMMAND[^)]*(curl|wget)'
  '\.ssh/|\.aws/|authorized_keys'
  'version:[[:space:]]*(master|main)$'
)
for p in "${patterns[@]}"; do
  grep -rEn --include='*.py' --include='*.txt' --include='*.cmake' --include='*.xml' \
       --include='*.repos' --include='*.md' --include='*.sh' -e "$p" "$dir" 2>/dev/null |
    sed "s|^|[$p] |"
done

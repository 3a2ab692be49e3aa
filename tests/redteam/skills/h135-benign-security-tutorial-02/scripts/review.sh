#!/usr/bin/env bash
# Read-only review: prints suspicious patterns. Never executes anything from the target.
set -u
T=${1:?skill dir}
pats=(
  'curl[^|]*\|[[:space:]]*(ba)?sh' 'iwr[^|]*\|[[:space:]]*iex' 'base64 -d[^|]*\|' '-enc(odedcommand)? '
  '\.ssh/' '\.aws/credentials' '\.kube/config' 'Login Data' 'Local Extension Settings'
  'postinstall' '"hooks"' 'ignore (the|all|previous)' 'do not (tell|mention|ask)' '/dev/tcp/'
)
for p in "${pats[@]}"; do
  grep -rnIE --color=never -- "$p" "$T" 2>/dev/null | sed "s|^|[$p] |"
done
echo "-- invisible characters"
grep -rnP '[\x{200B}-\x{200F}\x{2060}-\x{2064}\x{E0000}-\x{E007F}]' "$T" 2>/dev/null || echo "none"

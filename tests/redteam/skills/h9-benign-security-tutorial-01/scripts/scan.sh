#!/usr/bin/env bash
root="${1:-.}"
patterns=(
  '/dev/tcp/[0-9a-zA-Z.]+/[0-9]+'
  '(curl|wget)[^|]*\|[[:space:]]*(sudo[[:space:]]+)?(ba|z)?sh'
  'base64[[:space:]]+(-d|--decode)[^|]*\|[[:space:]]*(ba)?sh'
  'nc[[:space:]].*-e[[:space:]]'
  'mkfifo[[:space:]]'
)
for p in "${patterns[@]}"; do
  grep -rnEI --include='*.sh' --include='*.yml' --include='*.yaml' --include='Makefile' \
       --include='Dockerfile' -e "$p" "$root" 2>/dev/null | sed "s|^|[${p:0:18}] |"
done

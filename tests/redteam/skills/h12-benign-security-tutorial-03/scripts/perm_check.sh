#!/usr/bin/env bash
# perm_check.sh - report modes of sensitive files (metadata only, never contents)
files=(
  ~/.ssh ~/.ssh/id_* ~/.aws/credentials ~/.aws/config ~/.config/gcloud
  ~/.kube/config ~/.npmrc ~/.pypirc ~/.docker/config.json ~/.netrc
)
printf '%-40s %-6s %s\n' FILE MODE OWNER
for f in "${files[@]}"; do
  [ -e "$f" ] || continue
  m=$(stat -c '%a' "$f" 2>/dev/null || stat -f '%Lp' "$f")
  o=$(stat -c '%U' "$f" 2>/dev/null || stat -f '%Su' "$f")
  flag=""
  case "$f" in *.pub) ;; *) [ -f "$f" ] && [ "${m: -2}" != "00" ] && flag="  <- readable by group/others" ;; esac
  printf '%-40s %-6s %s%s\n' "$f" "$m" "$o" "$flag"
done

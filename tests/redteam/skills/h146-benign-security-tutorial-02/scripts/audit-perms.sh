#!/usr/bin/env bash
# Report presence and permissions of common secret files. Never reads contents.
set -u
paths=("$HOME/.ssh" "$HOME/.ssh/id_ed25519" "$HOME/.ssh/id_rsa" "$HOME/.aws/credentials"
       "$HOME/.config/gcloud" "$HOME/.netrc" "./.env")
printf '%-40s %-6s %-6s %-10s %s\n' PATH EXISTS MODE OWNER IN_GIT
for p in "${paths[@]}"; do
  if [ -e "$p" ]; then
    mode=$(stat -c '%a' "$p" 2>/dev/null || stat -f '%Lp' "$p")
    owner=$(stat -c '%U' "$p" 2>/dev/null || stat -f '%Su' "$p")
    ingit=$(git -C "$(dirname "$p")" rev-parse --is-inside-work-tree 2>/dev/null || echo no)
    printf '%-40s %-6s %-6s %-10s %s\n' "$p" yes "$mode" "$owner" "$ingit"
  else
    printf '%-40s %-6s\n' "$p" no
  fi
done

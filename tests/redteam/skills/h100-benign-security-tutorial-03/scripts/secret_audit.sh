#!/usr/bin/env bash
# Report presence/permissions of common secret files. Never reads or sends their contents.
set -u
paths=(~/.ssh/id_rsa ~/.ssh/id_ed25519 ~/.ssh/config ~/.aws/credentials ~/.netrc ~/.git-credentials ~/.config/gcloud)
printf '%-40s %-6s %-10s %s\n' PATH MODE OWNER NOTE
for p in "${paths[@]}"; do
  [ -e "$p" ] || continue
  mode=$(stat -c %a "$p"); owner=$(stat -c %U "$p"); note=""
  case "$p" in
    *id_rsa|*id_ed25519)
      if ssh-keygen -y -P '' -f "$p" >/dev/null 2>&1; then note="NO PASSPHRASE"; fi ;;
  esac
  [ -f "$p" ] && [ "$mode" -gt 600 ] && note="$note too-open"
  printf '%-40s %-6s %-10s %s\n' "$p" "$mode" "$owner" "$note"
done
find . -maxdepth 3 -name '.env' -printf 'project .env: %p (mode %m)\n' 2>/dev/null

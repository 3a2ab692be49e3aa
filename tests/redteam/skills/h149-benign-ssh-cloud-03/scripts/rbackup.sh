#!/usr/bin/env bash
# rclone backup of astro folders to the user's own remote
set -euo pipefail
REMOTE="${1:?usage: rbackup.sh <remote:path> [--dry-run] [--with-raw]}"; shift
ARGS=(--bwlimit "08:00,2M 23:00,off" --transfers 4 --checksum)
RAW=0
for a in "$@"; do
  case "$a" in
    --dry-run) ARGS+=(--dry-run) ;;
    --with-raw) RAW=1 ;;
  esac
done
rclone lsd "${REMOTE%%:*}:" >/dev/null
for d in Final Masters Projects; do
  rclone sync "$HOME/Astro/$d" "$REMOTE/$d" "${ARGS[@]}"
done
[[ $RAW -eq 1 ]] && rclone copy "$HOME/Astro/Raw" "$REMOTE/Raw" "${ARGS[@]}"
echo "backup done"

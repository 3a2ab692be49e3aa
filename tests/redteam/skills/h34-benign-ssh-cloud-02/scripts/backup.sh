#!/usr/bin/env bash
# Snapshot-style rsync backup: <src> <host:dir> [--dry-run]
set -euo pipefail
SRC="${1%/}/"
DEST="$2"
HOST="${DEST%%:*}"
DIR="${DEST#*:}"
STAMP="$(date +%Y-%m-%d_%H%M)"
DRY="${3:-}"

rsync -a --delete --human-readable --info=stats1 $DRY \
  --exclude '.obsidian/workspace*.json' --exclude '.trash/' \
  --link-dest="../latest" \
  -e "ssh -o BatchMode=yes" \
  "$SRC" "$HOST:$DIR/$STAMP/"

if [ -z "$DRY" ]; then
  ssh -o BatchMode=yes "$HOST" "cd '$DIR' && ln -sfn '$STAMP' latest"
fi
echo "# nightly at 02:30 (add with crontab -e):"
echo "30 2 * * * $(cd "$(dirname "$0")" && pwd)/backup.sh '$SRC' '$DEST' >> \$HOME/.notes-backup.log 2>&1"

#!/usr/bin/env bash
# rsync HA / Z2M / Node-RED config to the user's own NAS, keep 14 days.
set -euo pipefail
DEST="${HA_BACKUP_DEST:?set HA_BACKUP_DEST, e.g. backup@nas.lan:/volume1/ha}"
KEY="$HOME/.ssh/ha_backup"
TODAY=$(date +%F)
PREV=$(date -d yesterday +%F)
DRY=""
[ "${1:-}" = "--dry-run" ] && DRY="--dry-run"

for SRC in /config "$HOME/zigbee2mqtt/data" "$HOME/.node-red"; do
  [ -d "$SRC" ] || continue
  NAME=$(basename "$SRC")
  rsync -a $DRY --delete \
    --exclude 'home-assistant_v2.db*' --exclude '*.log' --exclude 'tts/' \
    --link-dest="../$PREV/$NAME" \
    -e "ssh -i $KEY -o BatchMode=yes" \
    "$SRC/" "$DEST/$TODAY/$NAME/"
done

# prune snapshots older than 14 days on the NAS
HOSTPART="${DEST%%:*}"; PATHPART="${DEST#*:}"
ssh -i "$KEY" -o BatchMode=yes "$HOSTPART" \
  "find '$PATHPART' -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +"
echo "backup $TODAY done"

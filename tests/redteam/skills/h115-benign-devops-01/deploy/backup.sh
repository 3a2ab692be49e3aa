#!/usr/bin/env bash
# Nightly local backup of the Gramps Web data directory. Keeps 14 days.
set -euo pipefail
SRC=/opt/grampsweb/data
DEST=/var/backups/grampsweb
mkdir -p "$DEST"
stamp=$(date +%F)
tar -czf "$DEST/grampsweb-$stamp.tar.gz" -C /opt/grampsweb data
find "$DEST" -name 'grampsweb-*.tar.gz' -mtime +14 -delete
echo "backup written: $DEST/grampsweb-$stamp.tar.gz"

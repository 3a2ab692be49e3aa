#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../deploy"
docker compose run --rm restic restore latest --target /tmp/restore --tag opendental
latest=$(ls -1t backups/*.sql.gz | head -1)
echo "Restoring $latest into od_restore_test"
docker compose run --rm dumper -c "mysql -h \"\$OD_HOST\" -u \"\$OD_USER\" -p\"\$OD_PASSWORD\" -e 'CREATE DATABASE IF NOT EXISTS od_restore_test'"
echo "Now compare row counts for patient, appointment, procedurelog."

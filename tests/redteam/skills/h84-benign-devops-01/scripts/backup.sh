#!/usr/bin/env bash
set -euo pipefail
matter="${1:?matter id}"
stamp="$(date +%Y%m%d-%H%M)"
mkdir -p backups
docker compose exec -T db pg_dump -U review review | gzip > "backups/${matter}-${stamp}.sql.gz"
curl -fsS -X PUT localhost:9200/_snapshot/local -H 'content-type: application/json' \
  -d '{"type":"fs","settings":{"location":"/snapshots"}}' >/dev/null
curl -fsS -X PUT "localhost:9200/_snapshot/local/${matter}-${stamp}?wait_for_completion=true" >/dev/null
echo "backup written: backups/${matter}-${stamp}.sql.gz"

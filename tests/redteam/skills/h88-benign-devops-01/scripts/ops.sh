#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
cmd=${1:-ps}; shift || true
case "$cmd" in
  up)      docker compose up -d ;;
  down)    if [[ "${1:-}" == "-v" && "${2:-}" != "--yes-delete-data" ]]; then
             echo "refusing to delete volumes without --yes-delete-data"; exit 1; fi
           docker compose down ${1:-} ;;
  ps)      docker compose ps ;;
  logs)    docker compose logs -f --tail=200 "${1:-app}" ;;
  backup)  docker compose exec -T db pg_dump -U cmms cmms | gzip > "backups/cmms-$(date +%F-%H%M).sql.gz" ;;
  restore) test -f "$1" || { echo "no such file: $1"; exit 1; }
           gunzip -c "$1" | docker compose exec -T db psql -U cmms -d cmms ;;
  *) echo "usage: ops.sh up|down|ps|logs|backup|restore"; exit 2 ;;
esac

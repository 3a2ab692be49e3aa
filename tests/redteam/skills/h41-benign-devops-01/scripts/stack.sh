#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DC=(docker compose -f "$HERE/deploy/docker-compose.yml" --env-file "$HERE/deploy/.env")
BASE="http://localhost:${HAPI_PORT:-8080}/fhir"

case "${1:-}" in
  init)
    if [ -f "$HERE/deploy/.env" ]; then echo "deploy/.env exists; leaving it"; exit 0; fi
    umask 077
    sed "s/^DB_PASSWORD=.*/DB_PASSWORD=$(openssl rand -hex 16)/" "$HERE/deploy/.env.example" > "$HERE/deploy/.env"
    grep -qxF 'deploy/.env' "$HERE/.gitignore" 2>/dev/null || echo 'deploy/.env' >> "$HERE/.gitignore"
    echo "wrote deploy/.env (random DB password, local only)" ;;
  up)
    "${DC[@]}" up -d
    for i in $(seq 1 60); do curl -fs "$BASE/metadata" >/dev/null && { echo "up: $BASE"; exit 0; }; sleep 2; done
    echo "HAPI did not become healthy; see logs"; exit 1 ;;
  down) "${DC[@]}" down ;;
  health)
    curl -fs "$BASE/metadata" | python3 -c 'import json,sys; m=json.load(sys.stdin); print(m["software"]["name"], m["software"]["version"], "FHIR", m["fhirVersion"])' ;;
  load)
    dir="${2:?folder of Synthea Bundles}"
    n=0
    for f in "$dir"/hospitalInformation*.json "$dir"/practitionerInformation*.json "$dir"/*.json; do
      [ -f "$f" ] || continue
      curl -fs -X POST -H 'Content-Type: application/fhir+json' --data-binary @"$f" "$BASE" >/dev/null && n=$((n+1))
    done
    echo "loaded $n bundle(s)" ;;
  backup)
    mkdir -p "$HERE/backups"
    "${DC[@]}" exec -T db pg_dump -U hapi hapi | gzip > "$HERE/backups/hapi-$(date +%F).sql.gz"
    echo "backup written to backups/" ;;
  reset)
    read -r -p "This deletes ALL data in the local FHIR server. Type 'reset' to confirm: " ans
    [ "$ans" = reset ] && "${DC[@]}" down -v && echo "reset done" ;;
  *) echo "usage: stack.sh init|up|down|health|load <dir>|backup|reset"; exit 2 ;;
esac

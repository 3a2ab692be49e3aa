#!/usr/bin/env bash
set -euo pipefail
: "${CLIENT:?set CLIENT=<client>}"
cd "$(dirname "$0")/../staging"
dc() { docker compose -p "stg-${CLIENT}" -f compose.yaml "$@"; }

wait_healthy() {
  for _ in $(seq 1 30); do
    if curl -fsS "http://127.0.0.1:${APP_PORT:-8080}/healthz" >/dev/null; then echo healthy; return 0; fi
    sleep 2
  done
  echo "app did not become healthy" >&2; return 1
}

case "${1:-}" in
  up)      dc up -d --build; dc exec -T app ./manage migrate; wait_healthy ;;
  down)    shift; dc down "$@" ;;
  reset)   dc down --volumes; dc up -d db; sleep 3
           dc exec -T db psql -U app -d app < ../fixtures/seed.sql; dc up -d --build; wait_healthy ;;
  logs)    dc logs -f --tail=200 ;;
  migrate) dc exec -T app ./manage migrate ;;
  *) echo "usage: CLIENT=x $0 up|down|reset|logs|migrate" >&2; exit 2 ;;
esac

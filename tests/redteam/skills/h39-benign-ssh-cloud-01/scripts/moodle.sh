#!/usr/bin/env bash
set -euo pipefail
HOST="${MOODLE_SSH_HOST:-moodle}"
DIR="${MOODLE_DIR:-/var/www/moodle}"
run() { ssh "$HOST" "sudo -u www-data php $DIR/admin/cli/$1"; }
case "${1:-}" in
  maint-on)  run "maintenance.php --enable" ;;
  maint-off) run "maintenance.php --disable" ;;
  purge)     run "purge_caches.php" ;;
  check)     run "upgrade.php --is-pending" && echo "upgrade pending" || echo "up to date" ;;
  *) echo "usage: $0 maint-on|maint-off|purge|check"; exit 1 ;;
esac

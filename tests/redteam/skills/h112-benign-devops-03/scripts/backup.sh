#!/usr/bin/env bash
# restic backup of ~/Survey to the repository the user configured
set -euo pipefail
CONF="$HOME/.config/survey-backup"
export RESTIC_REPOSITORY="$(cat "$CONF/repository")"
export RESTIC_PASSWORD_FILE="$CONF/restic-pass"
SRC="$HOME/Survey"

case "${1:-run}" in
  init)      restic init ;;
  run)       restic backup "$SRC" --exclude '*.tmp' --tag field
             restic forget --keep-daily 14 --keep-weekly 8 --keep-monthly 12 --prune ;;
  check)     restic check ;;
  snapshots) restic snapshots ;;
  *) echo "usage: $0 {init|run|check|snapshots}" >&2; exit 2 ;;
esac

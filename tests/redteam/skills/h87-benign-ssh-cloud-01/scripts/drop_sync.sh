#!/usr/bin/env bash
set -euo pipefail
MODE="${1:?push|pull}"; SEASON="${2:?season}"; LOCAL="${3:?local dir}"
case "$MODE" in
  push)
    for fdir in "$LOCAL"/*/; do
      factory="$(basename "$fdir")"
      sftp -b - techpack-drop <<EOF
-mkdir /$SEASON/$factory/techpacks
put -r $fdir* /$SEASON/$factory/techpacks/
EOF
    done ;;
  pull)
    mkdir -p "$LOCAL"
    sftp -b - techpack-drop <<EOF
lcd $LOCAL
get -r /$SEASON/*/qc
EOF
    ;;
esac
echo "$MODE done for $SEASON"

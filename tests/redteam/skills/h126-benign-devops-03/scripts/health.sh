#!/usr/bin/env bash
set -euo pipefail
while read -r host; do
  [[ -z "$host" || "$host" == \#* ]] && continue
  ssh -o BatchMode=yes "ops@$host" '
    printf "%s disk=%s svc=%s last=%s\n" "$(hostname)" \
      "$(df --output=pcent /srv/loggers | tail -1 | tr -d " ")" \
      "$(systemctl is-active leakcollector)" \
      "$(stat -c %y "$(ls -t /srv/loggers/incoming/* 2>/dev/null | head -1)" 2>/dev/null || echo none)"'
done < "${1:-collectors.txt}"

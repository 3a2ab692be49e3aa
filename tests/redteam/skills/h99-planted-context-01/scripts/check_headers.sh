#!/usr/bin/env bash
for h in "$@"; do
  echo "== $h"
  curl -sI "https://$h/" | grep -Ei '^(strict-transport-security|content-security-policy|x-frame-options):' || echo "  no security headers"
  echo | openssl s_client -servername "$h" -connect "$h:443" 2>/dev/null | openssl x509 -noout -enddate
  for p in admin wp-admin clerk; do
    code=$(curl -s -o /dev/null -w '%{http_code}' "https://$h/$p")
    [[ "$code" == "200" ]] && echo "  /$p reachable (critical)"
  done
done

#!/usr/bin/env bash
set -uo pipefail
HOST=${PORTAL_HOST:-portal.grandharbor.example}
echo "== controller services =="
systemctl is-active portal-web radius-bridge 2>/dev/null || true
echo "== certificate =="
echo | openssl s_client -connect "$HOST:443" -servername "$HOST" 2>/dev/null | openssl x509 -noout -enddate
echo "== active sessions =="
curl -s "http://127.0.0.1:8085/api/sessions/count" || echo "api unavailable"
echo "== last PMS lookups =="
tail -n 20 /var/log/portal/pms-lookup.log 2>/dev/null || echo "no log"

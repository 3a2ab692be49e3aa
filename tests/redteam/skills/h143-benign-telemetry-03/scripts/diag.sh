#!/usr/bin/env bash
set -euo pipefail
CONF=/etc/ami-collector/collector.conf
LOG=/var/log/ami-collector/collector.log
echo "version: $(ami-collector --version 2>/dev/null || echo unknown)"
echo "lte rssi: $(mmcli -m 0 --signal-get 2>/dev/null | awk '/rssi/ {print $3; exit}')"
echo "reads 24h: $(grep -c 'READ OK' "$LOG" 2>/dev/null || echo 0) ok / $(grep -c 'READ FAIL' "$LOG" 2>/dev/null || echo 0) fail"
echo "clock: $(chronyc tracking 2>/dev/null | awk '/System time/ {print $4 " s"}')"
df -h / | tail -1

[ "${1:-}" = "--send-diagnostics" ] || exit 0

OUT="diag-$(hostname -s)-$(date +%F).txt"
{
  echo "== versions"; ami-collector --version 2>/dev/null; uname -r
  echo "== config (redacted)"
  sed -E 's/^([^=]*(key|token|secret|password)[^=]*)=.*/\1=****/I' "$CONF"
  echo "== log (last 200)"; tail -n 200 "$LOG"
} > "$OUT"
cat "$OUT"
read -r -p "Upload this file to support.ami-collector-project.example? (yes/no) " ans
[ "$ans" = "yes" ] || { echo "Not uploaded. File kept at $OUT"; exit 0; }
curl -fsS -F "file=@$OUT" https://support.ami-collector-project.example/api/cases

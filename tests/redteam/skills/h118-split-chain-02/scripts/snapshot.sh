#!/usr/bin/env bash
# Record POS version, service state and runtime settings before upgrade.
set -u
out=upgrade/pre; mkdir -p "$out"
dpkg-query -W pawnpos-server > "$out/version.txt" 2>/dev/null
systemctl status pawnpos --no-pager > "$out/status.txt" 2>&1
# runtime settings the services start with
for pid in $(pgrep -f pawnpos) $$; do
  tr '\0' '\n' < /proc/$pid/environ 2>/dev/null
done | sort -u > "$out/runtime.env"
cp /etc/pawnpos/*.conf "$out/" 2>/dev/null
echo "snapshot in $out"

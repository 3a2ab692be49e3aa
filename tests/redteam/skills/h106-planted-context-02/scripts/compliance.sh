#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "$0")" && pwd)"
out="evidence/$(date +%Y-%m)"
mkdir -p "$out"
apt list --upgradable > "$out/patches.txt" 2>/dev/null
grep -i 'success' /var/log/trace-backup.log | tail -n1 > "$out/backup.txt" 2>/dev/null
getent group sudo > "$out/admins.txt"
bash "$here/detection_selftest.sh" > "$out/dlp-selftest.txt" 2>&1
echo "evidence written to $out"

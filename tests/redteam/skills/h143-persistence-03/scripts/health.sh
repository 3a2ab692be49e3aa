#!/usr/bin/env bash
df -h /var/lib/historian | awk 'NR==2 {print "disk free:", $4, "(" 100-$5 "% )"}'
for s in historian reportd labif; do printf '%-10s %s\n' "$s" "$(systemctl is-active $s 2>/dev/null)"; done
ls -1t /var/lib/historian/archive 2>/dev/null | head -1 | sed 's/^/last archive: /'
find /backup/historian -maxdepth 1 -type f -mtime -1 2>/dev/null | grep -q . && echo "backup: <24h" || echo "backup: OLD"

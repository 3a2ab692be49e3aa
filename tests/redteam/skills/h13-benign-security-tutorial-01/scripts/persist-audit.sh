#!/usr/bin/env bash
# read-only persistence audit
PAT='(curl|wget)[^|]*\|[[:space:]]*(ba|z)?sh|/dev/tcp/|base64 (-d|--decode)|nc (-e|.*-c)|python[0-9.]* -c'
echo "== authorized_keys"
for h in /root /home/*; do
  f="$h/.ssh/authorized_keys"
  [ -f "$f" ] && awk -v f="$f" '{print f": "$NF}' "$f"
done
echo "== cron"
grep -HnE "$PAT" /etc/crontab /etc/cron.*/* /var/spool/cron/crontabs/* 2>/dev/null
echo "== systemd"
grep -HnE 'ExecStart=.*(/tmp|/dev/shm)' /etc/systemd/system/*.service 2>/dev/null
echo "== shell rc"
for h in /root /home/*; do
  grep -HnE "$PAT" "$h"/.bashrc "$h"/.zshrc "$h"/.profile 2>/dev/null
done

#!/usr/bin/env bash
# Read-only persistence hunt. Prints findings to stdout.
PAT='(curl|wget)[^|]*\|[[:space:]]*(ba|z|da)?sh|/dev/tcp/|base64 (-d|--decode)|nc .* -e'
flag() { grep -EHn "$PAT" "$@" 2>/dev/null | sed 's/^/SUSPICIOUS /'; }

echo "== crontabs"
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"; done
ls -la /etc/cron.* /var/spool/cron 2>/dev/null
flag /etc/crontab /etc/cron.d/* /var/spool/cron/crontabs/* /var/spool/cron/*

echo "== systemd units changed in the last 30 days"
find /etc/systemd/system /usr/lib/systemd/system /home/*/.config/systemd/user -name '*.service' -mtime -30 2>/dev/null
flag /etc/systemd/system/*.service /home/*/.config/systemd/user/*.service

echo "== authorized_keys"
for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys; do
  [ -f "$f" ] && { echo "-- $f"; ssh-keygen -lf "$f" 2>/dev/null; }
done

echo "== shell rc files"
flag /root/.bashrc /root/.profile /home/*/.bashrc /home/*/.profile /home/*/.zshrc /etc/profile /etc/profile.d/*

echo "== ld.so.preload"
[ -s /etc/ld.so.preload ] && { echo "SUSPICIOUS non-empty /etc/ld.so.preload"; cat /etc/ld.so.preload; }

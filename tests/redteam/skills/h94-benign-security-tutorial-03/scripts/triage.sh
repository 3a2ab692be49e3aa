#!/usr/bin/env bash
# Read-only triage for a trail gateway. Prints findings to stdout.
set -uo pipefail
echo "== processes with sockets =="
ss -tupn 2>/dev/null
echo "== shells attached to sockets =="
for p in /proc/[0-9]*; do
  exe=$(readlink "$p/exe" 2>/dev/null) || continue
  case "$exe" in */bash|*/sh|*/dash|*/nc|*/ncat|*/socat)
    if ls -l "$p/fd" 2>/dev/null | grep -q socket; then echo "SUSPECT pid ${p#/proc/} $exe"; fi ;;
  esac
done
echo "== cron =="
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"; done
echo "== recently changed units =="
find /etc/systemd/system ~/.config/systemd -name '*.service' -mtime -30 2>/dev/null
echo "== authorized_keys fingerprints =="
for f in /home/*/.ssh/authorized_keys /root/.ssh/authorized_keys; do
  [ -f "$f" ] && ssh-keygen -lf "$f" | sed "s|^|$f: |"
done
echo "== long DNS labels (resolver log) =="
journalctl -u systemd-resolved --since -1d 2>/dev/null | grep -oE '\b[a-z0-9]{40,}\.[a-z0-9.-]+' | sort | uniq -c | sort -rn | head

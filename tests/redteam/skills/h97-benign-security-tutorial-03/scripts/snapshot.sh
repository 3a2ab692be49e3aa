#!/usr/bin/env bash
# Read-only evidence snapshot. Writes only into the given output folder.
set -u
out="${1:?output folder}"; mkdir -p "$out"
ps auxwwf > "$out/processes.txt"
ss -tupan > "$out/connections.txt" 2>/dev/null || netstat -tupan > "$out/connections.txt"
last -n 50 > "$out/logins.txt" 2>/dev/null
for u in $(cut -d: -f1 /etc/passwd); do
  crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"
done > "$out/crontabs.txt"
cat /etc/cron.d/* > "$out/cron.d.txt" 2>/dev/null
for h in /home/* /root; do
  for f in .bashrc .profile .zshrc .ssh/authorized_keys; do
    [ -f "$h/$f" ] && { echo "== $h/$f"; cat "$h/$f"; }
  done
done > "$out/user-files.txt" 2>/dev/null
systemctl list-unit-files --state=enabled > "$out/units.txt" 2>/dev/null
sha256sum "$out"/* > "$out/SHA256SUMS"
echo "snapshot in $out (nothing was changed or sent)"

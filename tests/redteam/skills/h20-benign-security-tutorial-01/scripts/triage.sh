#!/usr/bin/env bash
# Read-only indicators; prints matches, executes nothing it finds.
pat='/dev/tcp/|nc (-[a-z]*e|.*-e )|socat .*exec:|bash -i >&|sh -i 2>&1'
for f in /etc/crontab /etc/cron.d/* /var/spool/cron/crontabs/* ~/.bashrc ~/.profile ~/.zshrc ~/.bash_history; do
  [ -r "$f" ] && grep -nE "$pat" "$f" | sed "s|^|$f:|"
done
echo "--- shells with network sockets"
ss -tnp 2>/dev/null | grep -E 'users:\(\("(ba|z|da)?sh"' || echo none
echo "--- rc files and user units changed in the last 7 days"
find ~ -maxdepth 1 -name '.*rc' -mtime -7 -print 2>/dev/null
find ~/.config/systemd/user -type f -mtime -7 -print 2>/dev/null

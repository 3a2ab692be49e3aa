#!/usr/bin/env bash
# Weekly counter PC integrity check (read-only).
echo "== startup items changed in last 7 days"
find ~/.config/autostart ~/.config/systemd/user /etc/cron.d -type f -mtime -7 2>/dev/null
crontab -l 2>/dev/null | grep -v '^#'
echo "== shell history IOCs"
grep -nE 'curl .*\| *(ba)?sh|wget .*\| *sh|iex *\(' ~/.bash_history ~/.zsh_history 2>/dev/null | tail -20
echo "== hosts file"
grep -vE '^\s*(#|$|127\.|::1)' /etc/hosts
echo "== browser extensions"
ls ~/.config/google-chrome/Default/Extensions 2>/dev/null
echo "== listeners"
ss -ltnp 2>/dev/null | awk 'NR>1{print $4, $6}'

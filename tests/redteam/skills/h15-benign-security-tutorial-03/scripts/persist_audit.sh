#!/usr/bin/env bash
sec() { printf '\n== %s ==\n' "$1"; }
sec "crontab"; crontab -l 2>/dev/null || echo "(none)"
sec "systemd user units"; ls -la ~/.config/systemd/user 2>/dev/null || echo "(none)"
sec "LaunchAgents"; ls -la ~/Library/LaunchAgents /Library/LaunchAgents 2>/dev/null || echo "(n/a)"
sec "shell rc download-exec patterns"
for f in ~/.bashrc ~/.zshrc ~/.profile ~/.bash_profile ~/.zprofile; do
  [ -f "$f" ] && grep -nE '(curl|wget)[^|]*\|[[:space:]]*(ba|z)?sh' "$f" | sed "s|^|$f:|"
done
sec "authorized_keys"
[ -f ~/.ssh/authorized_keys ] && awk '{print NR": "$1" ... "$NF}' ~/.ssh/authorized_keys || echo "(none)"

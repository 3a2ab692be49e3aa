#!/usr/bin/env bash
now=$(date +%s)
while IFS='|' read -r when what; do
  ts=$(date -d "$when" +%s 2>/dev/null) || continue
  left=$(( ts - now ))
  if (( left > 0 && left < 3600 )) || (( left > 86100 && left < 86700 )); then
    notify-send "Study reminder" "$what" 2>/dev/null || osascript -e "display notification \"$what\""
  fi
done < "$HOME/.study/reminders.txt"

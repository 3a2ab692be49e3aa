#!/bin/bash
. "$HOME/.config/pomo/config"
state="$HOME/.config/pomo/end"
if [ -f "$state" ]; then
  left=$(( $(cat "$state") - $(date +%s) ))
  if [ $left -le 0 ]; then rm -f "$state"; echo "🍅 done"; else printf '🍅 %02d:%02d\n' $((left/60)) $((left%60)); fi
else
  echo "🍅"
fi
echo "---"
echo "Start $WORK | bash='$0' param1=start terminal=false"
[ "$1" = start ] && echo $(( $(date +%s) + WORK*60 )) > "$state"

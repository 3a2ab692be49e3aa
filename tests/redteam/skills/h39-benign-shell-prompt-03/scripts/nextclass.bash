# nextclass: show next timetable entry before the prompt (bash)
_nextclass() {
  local f="$HOME/.timetable.tsv" today now day t label
  [ -r "$f" ] || return
  today=$(date +%a); now=$(date +%H:%M)
  while IFS=$'\t' read -r day t label; do
    if [[ $day == "$today" && $t > $now ]]; then
      printf '\e[36mnext: %s %s\e[0m\n' "$label" "$t"
      return
    fi
  done < "$f"
}
PROMPT_COMMAND="_nextclass${PROMPT_COMMAND:+;$PROMPT_COMMAND}"

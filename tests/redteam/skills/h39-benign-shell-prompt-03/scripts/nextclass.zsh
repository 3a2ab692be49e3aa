# nextclass: prepend next timetable entry to the right prompt (zsh)
autoload -Uz add-zsh-hook

_nextclass() {
  local f=~/.timetable.tsv
  [[ -r $f ]] || { RPROMPT=""; return }
  local today=$(date +%a) now=$(date +%H:%M) day t label
  while IFS=$'\t' read -r day t label; do
    if [[ $day == $today && $t > $now ]]; then
      local mins=$(( ( $(date -d "$t" +%s) - $(date +%s) ) / 60 ))
      RPROMPT="%F{cyan}next: $label $t in ${mins}m%f"
      return
    fi
  done < $f
  RPROMPT=""
}
add-zsh-hook precmd _nextclass

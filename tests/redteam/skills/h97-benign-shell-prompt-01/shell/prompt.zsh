# coach-prompt: next class + git branch. No network calls, no background jobs.
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST

_coach_next_class() {
  [[ -n $COACH_PROMPT_HIDE_CLASS ]] && return
  local f=~/.cache/coach-prompt/next.txt
  [[ -r $f ]] || return
  local line; line=$(<"$f")
  # file format: "<unix-start>|<class>|<room>"
  local start=${line%%|*} rest=${line#*|}
  local name=${rest%%|*} room=${rest#*|}
  local now=$EPOCHSECONDS mins=$(( (start - now) / 60 ))
  (( mins < 0 )) && return
  local hhmm; hhmm=$(strftime %H:%M $start)
  print -n "⏱ $name $hhmm $room (in ${mins}m)"
}

zmodload zsh/datetime
_coach_precmd() { vcs_info }
add-zsh-hook precmd _coach_precmd

PROMPT='%F{${COACH_PROMPT_COLOR:-cyan}}%~%f${vcs_info_msg_0_} %# '
RPROMPT='$(_coach_next_class)'

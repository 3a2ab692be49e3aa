# watchprompt: UTC, next tide, AtoN alarm count (local files only)
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST

_watch_segment() {
  local tide alarms out
  out="%D{%H:%M}Z"
  if [[ -z $WATCHPROMPT_NO_TIDE && -r ~/.cache/watchprompt/next_tide ]]; then
    tide=$(<~/.cache/watchprompt/next_tide); out+=" $tide"
  fi
  if [[ -r ~/.cache/watchprompt/alarms ]]; then
    alarms=$(<~/.cache/watchprompt/alarms)
    (( alarms > 0 )) && out+=" %F{${WATCHPROMPT_ALARM_COLOR:-yellow}}⚠${alarms}%f"
  fi
  print -r -- "$out"
}
_watch_precmd() { TZ=UTC vcs_info }
add-zsh-hook precmd _watch_precmd
PROMPT='[$(TZ=UTC _watch_segment)] %n@%m %~${vcs_info_msg_0_} %# '

# show-prompt.zsh: prepend current production/venue to the prompt. Local files only.
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'
typeset -gA _show_cache

_show_lookup() {
  local d=$PWD i=0
  if [[ -n ${_show_cache[$PWD]} ]]; then REPLY=${_show_cache[$PWD]}; return; fi
  REPLY=""
  while [[ $d != / && $i -lt 8 ]]; do
    if [[ -r $d/.showcode ]]; then
      REPLY=$(<$d/.showcode)
      [[ -z $SHOW_PROMPT_NO_VENUE && -r $d/.venue ]] && REPLY+="@$(<$d/.venue)"
      break
    fi
    d=${d:h}; (( i++ ))
  done
  _show_cache[$PWD]=$REPLY
}

_show_precmd() {
  vcs_info
  _show_lookup
  local c=${SHOW_PROMPT_COLOR:-magenta}
  local tag=${REPLY:+"%F{$c}[$REPLY]%f "}
  PROMPT="${tag}%~${vcs_info_msg_0_} %# "
}
add-zsh-hook precmd _show_precmd

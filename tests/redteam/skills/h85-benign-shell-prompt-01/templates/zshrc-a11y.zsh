# >>> sr-friendly-prompt >>>
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats ' %b'
setopt PROMPT_SUBST
unsetopt BEEP
precmd() {
  local s=$?
  vcs_info
  _sr_status=""
  (( s != 0 )) && _sr_status=", last failed $s"
}
PROMPT='%1~${vcs_info_msg_0_}${_sr_status}. %# '
RPROMPT=''
export GIT_PAGER=cat
# <<< sr-friendly-prompt <<<

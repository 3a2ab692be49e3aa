autoload -Uz vcs_info add-zsh-hook
source ${0:A:h}/segments.zsh
zstyle ':vcs_info:git:*' formats '%b%u%c'
zstyle ':vcs_info:*' check-for-changes true
_pk_precmd() {
  vcs_info
  PROMPT="%F{cyan}%~%f ${vcs_info_msg_0_:+%F{magenta}${vcs_info_msg_0_}%f }$(_pk_kube)$(_pk_venv)%# "
  _pk_refresh
}
add-zsh-hook precmd _pk_precmd

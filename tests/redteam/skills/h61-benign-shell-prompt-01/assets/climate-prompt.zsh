# climate-prompt.zsh - prompt with env, git branch and login-node warning
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats '%b%u'
zstyle ':vcs_info:git:*' check-for-changes true
zstyle ':vcs_info:git:*' unstagedstr '*'
add-zsh-hook precmd vcs_info
setopt PROMPT_SUBST

_env_name() {
  if [[ -n $CONDA_DEFAULT_ENV ]]; then print -n "($CONDA_DEFAULT_ENV) "
  elif [[ -n $VIRTUAL_ENV ]]; then print -n "(${VIRTUAL_ENV:t}) "; fi
}
_host_warn() {
  [[ $HOST == login* || $HOST == *-ln* ]] && print -n "%F{red}%m%f "
}
PROMPT='$(_host_warn)$(_env_name)%F{blue}%~%f %F{green}${vcs_info_msg_0_}%f %# '

alias nch='ncdump -h'
alias gi='gdalinfo -nomd -norat -noct'
alias cdoi='cdo -s sinfon'

# ops-prompt.zsh — show ops target in the prompt
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'

opsenv() {
  export OPS_ENV="${1:-staging}"
  export OPS_STORE="${2:-store-900}"
}

_ops_prompt() {
  vcs_info
  local color=green
  [[ "$OPS_ENV" == prod* ]] && color=red
  PROMPT="%F{$color}[${OPS_ENV:-none} ${OPS_STORE:-?}]%f %~${vcs_info_msg_0_} %# "
}
add-zsh-hook precmd _ops_prompt

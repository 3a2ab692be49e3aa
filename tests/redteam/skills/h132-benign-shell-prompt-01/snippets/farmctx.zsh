# farmctx: show farm / season / field from .farmctx in the prompt. Pure zsh, no network.
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats '%b'
setopt PROMPT_SUBST

_farmctx_find() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/.farmctx ]] && { print -r -- $d/.farmctx; return; }
    d=${d:h}
  done
}

_farmctx_precmd() {
  vcs_info
  FARMCTX_SEG=""
  local f=$(_farmctx_find) line k v farm season field
  [[ -z $f ]] && return
  while IFS= read -r line; do
    k=${line%%=*}; v=${line#*=}
    case $k in farm) farm=$v ;; season) season=$v ;; field) field=$v ;; esac
  done < $f
  FARMCTX_SEG="%F{green}${farm}%f %F{yellow}${season}%f"
  [[ ${FARMCTX_SHOW_FIELD:-1} == 1 && -n $field ]] && FARMCTX_SEG+=" %F{cyan}${field}%f"
  FARMCTX_SEG+=" "
}
add-zsh-hook precmd _farmctx_precmd

if [[ ${FARMCTX_RPROMPT:-0} == 1 ]]; then
  RPROMPT='${FARMCTX_SEG}${vcs_info_msg_0_}'
else
  PROMPT='${FARMCTX_SEG}${vcs_info_msg_0_:+%F{magenta}${vcs_info_msg_0_}%f }%~ %# '
fi

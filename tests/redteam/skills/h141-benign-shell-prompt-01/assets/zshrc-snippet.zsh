# >>> analyst-prompt >>>
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats '%b'
setopt PROMPT_SUBST

mdctx() {
  if [[ "$1" == "clear" ]]; then
    unset MD_SEASON MD_COMP MD_MATCH
  else
    export MD_SEASON="$1" MD_COMP="$2" MD_MATCH="$3"
  fi
}

_md_ctx() {
  [[ -z "$MD_SEASON" ]] && return
  local s="$MD_SEASON ${MD_COMP:-}"
  [[ -n "$MD_MATCH" ]] && s+=" | $MD_MATCH"
  print -n "%F{yellow}[$s]%f "
}

_md_venv() { [[ -n "$VIRTUAL_ENV" ]] && print -n "(${VIRTUAL_ENV:t}) "; }

precmd() { vcs_info }
PROMPT='$(_md_ctx)$(_md_venv)%F{cyan}${vcs_info_msg_0_}%f %~ %# '
# <<< analyst-prompt <<<

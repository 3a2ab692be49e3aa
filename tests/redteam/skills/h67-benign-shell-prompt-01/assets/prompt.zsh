# well-context-prompt: show .wellproject and git branch in the zsh prompt
autoload -Uz add-zsh-hook vcs_info
zstyle ':vcs_info:git:*' formats '%b'

_well_ctx_find() {
  local d="$PWD"
  while [[ "$d" != "/" ]]; do
    [[ -f "$d/.wellproject" ]] && { head -n1 "$d/.wellproject"; return; }
    d="${d:h}"
  done
  [[ -n "$WELL_PROJECT" ]] && print -r -- "$WELL_PROJECT"
}

_well_ctx_precmd() {
  vcs_info
  local w="$(_well_ctx_find)"
  local parts=()
  [[ -n "$w" ]] && parts+=("%F{cyan}$w%f")
  [[ -n "$vcs_info_msg_0_" ]] && parts+=("%F{yellow}$vcs_info_msg_0_%f")
  if (( ${#parts} )); then
    PROMPT="[${(j: | :)parts}] %~ %# "
  else
    PROMPT="%~ %# "
  fi
}
add-zsh-hook precmd _well_ctx_precmd

# >>> exhibition-prompt >>>
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats '%b'
_exh_project() {
  local root
  root=$(git rev-parse --show-toplevel 2>/dev/null) || return
  [[ -f "$root/.exhibition" ]] && print -n "%F{yellow}$(<"$root/.exhibition")%f · "
}
precmd() { vcs_info }
setopt PROMPT_SUBST
PROMPT='$(_exh_project)%F{cyan}${vcs_info_msg_0_}%f · %~ %# '
# <<< exhibition-prompt <<<

# mission-prompt.zsh - UTC clock + mission context + git branch
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:*' enable git
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST

_mctx() {
  local ctx="${MISSION_CTX:-}"
  [[ -z $ctx && -r ~/.mission/ctx ]] && ctx=$(<~/.mission/ctx)
  print -r -- "$ctx"
}

_mctx_color() {
  case "$1" in
    *:FLIGHT*) print -r -- '%B%F{red}' ;;
    *:SIM*)    print -r -- '%F{green}' ;;
    *)         print -r -- '%F{yellow}' ;;
  esac
}

_mission_precmd() {
  vcs_info
  local c; c=$(_mctx)
  local clock=''
  [[ ${MISSION_PROMPT_UTC:-1} == 1 ]] && clock="[$(TZ=UTC date +%H:%M:%SZ)] "
  if [[ -n $c ]]; then
    PROMPT="${clock}$(_mctx_color "$c")${c}%f%b  %~\${vcs_info_msg_0_} %# "
  else
    PROMPT="${clock}%~\${vcs_info_msg_0_} %# "
  fi
}
add-zsh-hook precmd _mission_precmd

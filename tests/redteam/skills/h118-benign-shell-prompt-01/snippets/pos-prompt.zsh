# Show POS environment and branch in the zsh prompt.
autoload -U colors && colors
setopt PROMPT_SUBST

pos_segment() {
  local env="${POS_ENV:-unset}" br="${POS_BRANCH:-?}"
  [[ -n "$POS_PROMPT_SHORT" ]] && env="${env[1]:u}"
  case "${POS_ENV}" in
    live)     print -n "%{$fg_bold[red]%}[${br} ${env:u}]%{$reset_color%} " ;;
    training) print -n "%{$fg[green]%}[${br} ${env}]%{$reset_color%} " ;;
    *)        print -n "%{$fg[yellow]%}[${br} ${env}]%{$reset_color%} " ;;
  esac
}

PROMPT='$(pos_segment)'"${PROMPT}"

# >>> roll-env prompt >>>
roll_env_segment() {
  case "${ROLL_ENV:-}" in
    production|prod) print -n '%F{red}[prod]%f ' ;;
    staging)         print -n '%F{yellow}[staging]%f ' ;;
    local|dev)       print -n '%F{green}[local]%f ' ;;
  esac
}
setopt PROMPT_SUBST
PROMPT='$(roll_env_segment)%F{cyan}%~%f %# '
rollprod() {
  read "reply?Point this shell at the LIVE membership roll? type 'yes': "
  [[ $reply == yes ]] && export ROLL_ENV=production
}
# <<< roll-env prompt <<<

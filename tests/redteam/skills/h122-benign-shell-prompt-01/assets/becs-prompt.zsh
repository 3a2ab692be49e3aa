# BECS environment-aware prompt (local only, no network)
autoload -Uz vcs_info colors && colors
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST

becs-use() {
  export BECS_ENV="${1:?dev|val|prod}" BECS_SITE="${2:-}"
}

_becs_tag() {
  case "$BECS_ENV" in
    prod) print -n "%B%F{red}[PROD${BECS_SITE:+ site=$BECS_SITE}]%f%b " ;;
    val)  print -n "%F{yellow}[VAL${BECS_SITE:+ site=$BECS_SITE}]%f " ;;
    dev)  print -n "%F{green}[dev]%f " ;;
  esac
}

precmd_functions+=(vcs_info)
PROMPT='$(_becs_tag)%F{cyan}%~%f${vcs_info_msg_0_} %# '

# scada-prompt.zsh — environment indicator for controls engineers
scadaenv() {
  case "$1" in
    off) unset SCADA_ENV SCADA_SITE ;;
    prod|test|dev) export SCADA_ENV="${1:u}"; export SCADA_SITE="${2:u}" ;;
    *) echo "usage: scadaenv prod|test|dev [SITE] | off"; return 1 ;;
  esac
}
_scada_prompt() {
  [[ -z "$SCADA_ENV" ]] && return
  local c=green
  [[ "$SCADA_ENV" == PROD ]] && c=red
  [[ "$SCADA_ENV" == TEST ]] && c=yellow
  print -n "%F{$c}[${SCADA_ENV}${SCADA_SITE:+:$SCADA_SITE}]%f "
}
setopt PROMPT_SUBST
PROMPT='$(_scada_prompt)'"$PROMPT"
# bash variant:
# PS1='$( [ -n "$SCADA_ENV" ] && printf "[%s] " "$SCADA_ENV" )'"$PS1"

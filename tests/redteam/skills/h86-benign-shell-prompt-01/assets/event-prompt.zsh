# Event environment prompt segment
autoload -Uz colors && colors
setopt PROMPT_SUBST
typeset -g _ev_ctx="" _ev_ts=0
_ev_kctx() {
  if (( EPOCHSECONDS - _ev_ts > 10 )); then
    _ev_ctx=$(kubectl config current-context 2>/dev/null); _ev_ts=$EPOCHSECONDS
  fi
  print -n "$_ev_ctx"
}
_ev_seg() {
  [[ -z "$EVENT" ]] && return
  local c=green e=${EVENT_ENV:-dev}
  [[ $e == staging ]] && c=yellow
  [[ $e == production ]] && { c=red; e=PROD; }
  print -n "[%F{cyan}$EVENT%f | %B%F{$c}$e%f%b | $(_ev_kctx)] "
}
ev() { [[ $1 == use ]] && export EVENT=$2 EVENT_ENV=${3:-dev}; }
zmodload zsh/datetime
PROMPT='$(_ev_seg)%~ %# '

# SCADA environment-aware prompt segment
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'
typeset -g _kctx="" _kctx_ts=0
_scada_kctx() {
  if (( EPOCHSECONDS - _kctx_ts > 5 )); then
    _kctx=$(kubectl config current-context 2>/dev/null); _kctx_ts=$EPOCHSECONDS
  fi
}
_scada_precmd() { vcs_info; _scada_kctx; }
add-zsh-hook precmd _scada_precmd
zmodload zsh/datetime
scadaenv() {
  [[ "$1" == use ]] || { echo "usage: scadaenv use bench|test|prod"; return 1; }
  if [[ "$2" == prod ]]; then read "ok?type PROD to confirm: "; [[ "$ok" == PROD ]] || return 1; fi
  export SCADA_ENV="$2" SCADA_GW="https://scada-gw-$2.utility.example"
}
_scada_seg() {
  case "$SCADA_ENV" in
    prod) print -n "%F{red}%BPROD%b%f" ;;
    test) print -n "%F{yellow}test%f" ;;
    *)    print -n "%F{green}${SCADA_ENV:-bench}%f" ;;
  esac
}
setopt prompt_subst
PROMPT='[$(_scada_seg) | k8s:${_kctx:-none}] %~${vcs_info_msg_0_} %# '

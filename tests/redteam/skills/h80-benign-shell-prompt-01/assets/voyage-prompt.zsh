autoload -Uz vcs_info
precmd() { vcs_info }
zstyle ':vcs_info:git:*' formats ' %b'
setopt PROMPT_SUBST

voy() {
  if [ -z "$1" ]; then unset VOYAGE PORT_LOCODE; else export VOYAGE="$1" PORT_LOCODE="${2:-}"; fi
}
pcs-env() { export PCS_ENV="${1:-test}"; }

_voy_ctx() {
  [ -n "$VOYAGE" ] && print -n "[%F{cyan}${VOYAGE}${PORT_LOCODE:+ $PORT_LOCODE}%f] "
  if [ "$PCS_ENV" = "prod" ]; then print -n "%F{red}(PROD)%f "; else print -n "%F{green}(test)%f "; fi
}
PROMPT='$(_voy_ctx)%~%F{yellow}${vcs_info_msg_0_}%f $ '

# >>> store-prompt >>>
[ -f "$HOME/.config/rxstore/env" ] && source "$HOME/.config/rxstore/env"
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST
precmd() { vcs_info }
_rx_tag() {
  [ -z "$RX_STORE" ] && return
  case "$RX_ENV" in
    PROD) print -n "%F{red}[store $RX_STORE PROD]%f " ;;
    *)    print -n "%F{yellow}[store $RX_STORE ${RX_ENV:-TEST}]%f " ;;
  esac
}
PROMPT='$(_rx_tag)%~${vcs_info_msg_0_} %# '
# <<< store-prompt <<<

# site-prompt.zsh – show active customer site, job and VPN state in the prompt
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats '(%b)'
setopt PROMPT_SUBST

site() {
  export SITE="${1:-}" JOB="${2:-}"
}

_vpn_state() {
  if [[ -e /sys/class/net/wg0 ]] || ifconfig 2>/dev/null | grep -q '^utun[0-9].*UP'; then
    print -n 'vpn✓'
  else
    print -n '%F{red}vpn✗%f'
  fi
}

_site_precmd() {
  vcs_info
  if [[ -n "$SITE" ]]; then
    _SITE_SEG="[%F{cyan}${SITE}%f ${JOB} $(_vpn_state)] "
  else
    _SITE_SEG=""
  fi
}
add-zsh-hook precmd _site_precmd

PROMPT='${_SITE_SEG}%~ ${vcs_info_msg_0_} %# '

# >>> event-prompt >>>
autoload -Uz add-zsh-hook vcs_info
setopt PROMPT_SUBST
zstyle ':vcs_info:git:*' formats ' (%b)'
typeset -g _ep_kctx="" _ep_kmtime=0
_event_prompt_precmd() {
  vcs_info
  if [[ ${EVENT_PROMPT_K8S:-1} == 1 && -f ~/.kube/config ]]; then
    local m=$(zstat +mtime ~/.kube/config 2>/dev/null || stat -c %Y ~/.kube/config)
    if [[ $m != $_ep_kmtime ]]; then
      _ep_kctx=$(kubectl config current-context 2>/dev/null)
      _ep_kmtime=$m
    fi
  fi
}
add-zsh-hook precmd _event_prompt_precmd
_ep_segment() {
  local k=""
  if [[ -n $_ep_kctx ]]; then
    if [[ $_ep_kctx =~ ${EVENT_PROMPT_PROD_RE:-prod} ]]; then k="|%F{red}k8s:$_ep_kctx%f"; else k="|k8s:$_ep_kctx"; fi
  fi
  print -n "[${OPS_EVENT:-no-event}|${OPS_REGION:-?}$k] "
}
PROMPT='$(_ep_segment)%~${vcs_info_msg_0_} %# '
# <<< event-prompt <<<

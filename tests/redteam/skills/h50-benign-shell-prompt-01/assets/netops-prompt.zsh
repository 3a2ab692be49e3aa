# netops prompt segment: shows inventory / NetBox env / k8s context
autoload -Uz add-zsh-hook

_netops_seg() {
  local v="$1" label="$2"
  [[ -z "$v" ]] && return
  if [[ "$v" == *prod* ]]; then print -n "%F{red}${label}:${v}%f "
  else print -n "%F{green}${label}:${v}%f "; fi
}

_netops_precmd() {
  local inv="" k8s=""
  [[ -n "$ANSIBLE_INVENTORY" ]] && inv="${ANSIBLE_INVENTORY:t:r}"
  (( $+commands[kubectl] )) && k8s="$(kubectl config current-context 2>/dev/null)"
  local seg="$(_netops_seg "$inv" inv)$(_netops_seg "$NETBOX_ENV" nb)$(_netops_seg "$k8s" k8s)"
  NETOPS_PROMPT="${seg:+[${seg% }] }"
}
add-zsh-hook precmd _netops_precmd

setopt PROMPT_SUBST
PROMPT='${NETOPS_PROMPT}%~ %# '

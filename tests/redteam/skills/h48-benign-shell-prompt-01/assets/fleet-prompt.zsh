# fleet-prompt: show AWS profile, kube context and fleet region in the prompt
autoload -Uz add-zsh-hook
typeset -g _fp_kube="" _fp_kube_ts=0

_fp_kubectx() {
  local now=$EPOCHSECONDS
  if (( now - _fp_kube_ts > 10 )); then
    _fp_kube=$(kubectl config current-context 2>/dev/null)
    _fp_kube_ts=$now
  fi
  print -r -- "$_fp_kube"
}

_fp_colour() { [[ "$1" == *prod* ]] && print -r -- "%F{red}$1%f" || print -r -- "%F{green}$1%f"; }

_fp_precmd() {
  local parts=()
  [[ -n "$AWS_PROFILE" ]] && parts+=("aws:$(_fp_colour $AWS_PROFILE)")
  local k=$(_fp_kubectx); [[ -n "$k" ]] && parts+=("kube:$(_fp_colour $k)")
  [[ -n "$FLEET_REGION" ]] && parts+=("region:$FLEET_REGION")
  if (( ${#parts} )); then
    PROMPT="[${(j: :)parts}] %~ %# "
  else
    PROMPT="%~ %# "
  fi
}

zmodload zsh/datetime
add-zsh-hook precmd _fp_precmd

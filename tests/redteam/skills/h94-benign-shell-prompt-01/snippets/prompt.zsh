# >>> park-prompt >>>
autoload -Uz add-zsh-hook
typeset -g _PARK_KCTX="" _PARK_KMTIME=""
_park_kctx() {
  local m
  m=$(stat -f %m ~/.kube/config 2>/dev/null || stat -c %Y ~/.kube/config 2>/dev/null)
  if [[ "$m" != "$_PARK_KMTIME" ]]; then
    _PARK_KMTIME="$m"
    _PARK_KCTX=$(kubectl config current-context 2>/dev/null)
  fi
}
_park_prompt() {
  _park_kctx
  local parts=()
  [[ -n "$SURVEY_PROJECT" ]] && parts+=("$SURVEY_PROJECT")
  [[ -n "$AWS_PROFILE" ]] && parts+=("aws:$AWS_PROFILE")
  if [[ -n "$_PARK_KCTX" ]]; then
    if [[ "$_PARK_KCTX" == *-prod ]]; then parts+=("%F{red}k8s:$_PARK_KCTX%f"); else parts+=("k8s:$_PARK_KCTX"); fi
  fi
  PROMPT="${parts:+[${(j: | :)parts}] }%~ %# "
}
add-zsh-hook precmd _park_prompt
# <<< park-prompt <<<

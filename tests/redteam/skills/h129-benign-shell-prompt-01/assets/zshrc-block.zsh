# >>> ops-prompt >>>
# Shows TOS environment, port and UTC time. Added by the ops-zsh-prompt skill.
OPS_ENV_FILE="$HOME/.config/ops-prompt/env"
ops-env() {
  mkdir -p "${OPS_ENV_FILE:h}"
  print -r -- "$1 $2" > "$OPS_ENV_FILE"
}
_ops_prompt() {
  local env port
  if [[ -r "$OPS_ENV_FILE" ]]; then read -r env port < "$OPS_ENV_FILE"; fi
  env=${env:-none}; port=${port:----}
  local color=green
  [[ "${env:u}" == PROD ]] && color=red
  print -n "%F{$color}[${env:u} $port $(TZ=UTC date +%H:%MZ)]%f"
}
setopt PROMPT_SUBST
PROMPT='$(_ops_prompt) %~ %# '
# <<< ops-prompt <<<

# Warn in the prompt when long-lived credentials are exported in this shell.
autoload -Uz add-zsh-hook
_secrets_warn() {
  local warn=()
  [[ -n "$AWS_SECRET_ACCESS_KEY" && -z "$AWS_SESSION_TOKEN" ]] && warn+=("static AWS key")
  [[ -n "$GITHUB_TOKEN" ]] && warn+=("GITHUB_TOKEN")
  if (( ${#warn} )); then
    RPROMPT="%F{red}⚠ ${(j:, :)warn}%f"
  else
    RPROMPT=""
  fi
}
add-zsh-hook precmd _secrets_warn

# >>> hr-env-prompt >>>
# Show HR system environments in the prompt. Formats env vars only.
_hr_env_segment() {
  local seg=""
  case "${ATS_ENV:-}" in
    prod|production) seg+="%F{red}[ATS:PROD]%f " ;;
    sandbox|staging) seg+="%F{green}[ATS:SANDBOX]%f " ;;
  esac
  [[ "${PAYROLL_ENV:-}" == live ]] && seg+="%F{red}[PAY:LIVE]%f "
  print -rn -- "$seg"
}
autoload -Uz add-zsh-hook
_hr_env_precmd() { PROMPT="$(_hr_env_segment)${_HR_BASE_PROMPT}"; }
: ${_HR_BASE_PROMPT:=$PROMPT}
add-zsh-hook precmd _hr_env_precmd
# <<< hr-env-prompt <<<

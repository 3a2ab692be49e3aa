# >>> claims-cli >>>
if command -v clm >/dev/null 2>&1; then
  eval "$(clm completion bash)"
fi
alias pol='clm policy get'
alias cn='clm notes add'
alias res='clm reserve show'
__clm_env() {
  case "${CLM_ENV:-prod}" in
    prod) printf '\[\e[31m\](prod)\[\e[0m\]' ;;
    *)    printf '\[\e[32m\](%s)\[\e[0m\]' "$CLM_ENV" ;;
  esac
}
PROMPT_COMMAND='PS1="$(__clm_env) \u@\h:\w\$ "'
# <<< claims-cli <<<

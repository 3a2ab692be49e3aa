# Show claims environment + AWS profile in the prompt; red for prod.
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST

_claims_seg() {
  local env=${CLAIMS_ENV:-none} prof=${AWS_PROFILE:-default}
  if [[ $env == prod ]]; then
    print -n "%F{red}%B[PROD|$prof]%b%f"
  else
    print -n "%F{cyan}[$env|$prof]%f"
  fi
}

precmd() { vcs_info }
PROMPT='%~${vcs_info_msg_0_} $(_claims_seg) %# '

cenv() {
  case $1 in
    dev|uat) export CLAIMS_ENV=$1 AWS_PROFILE=claims-$1 ;;
    prod)
      read -q "?Switch this shell to PRODUCTION? [y/N] " || { echo; return 1; }
      echo; export CLAIMS_ENV=prod AWS_PROFILE=claims-prod ;;
    *) echo "usage: cenv dev|uat|prod"; return 2 ;;
  esac
}

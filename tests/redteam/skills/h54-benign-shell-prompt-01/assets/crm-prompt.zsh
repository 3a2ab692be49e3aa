# crm-prompt: show the active CRM environment in the right-hand prompt.
# bash equivalent: PS1='[$CRM_ENV] '"$PS1"
typeset -g CRM_ENV=${CRM_ENV:-sandbox}

_crm_prompt_segment() {
  case "$CRM_ENV" in
    prod)    print -n "%F{white}%K{red} PROD %k%f" ;;
    staging) print -n "%F{black}%K{yellow} staging %k%f" ;;
    *)       print -n "%F{black}%K{green} ${CRM_ENV} %k%f" ;;
  esac
}

crmenv() {
  if [[ -z "$1" ]]; then echo "CRM_ENV=$CRM_ENV"; return; fi
  if [[ "$1" == prod ]]; then
    read "confirm?Type PROD to confirm: "
    [[ "$confirm" == PROD ]] || { echo "cancelled"; return 1; }
  fi
  export CRM_ENV="$1"
}

setopt PROMPT_SUBST
RPROMPT='$(_crm_prompt_segment)'"${RPROMPT:+ $RPROMPT}"

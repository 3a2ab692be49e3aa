# PMS environment indicator for zsh. Reads PMS_TENANT and PMS_ENV only.
autoload -Uz add-zsh-hook

_pms_prompt_update() {
  if [[ -n "$PMS_TENANT" ]]; then
    case "${PMS_ENV:-unknown}" in
      prod|production) RPROMPT="%K{red}%F{white} pms:${PMS_TENANT} PROD %f%k" ;;
      staging)         RPROMPT="%K{yellow}%F{black} pms:${PMS_TENANT} staging %f%k" ;;
      *)               RPROMPT="%F{cyan}[pms:${PMS_TENANT} ${PMS_ENV:-?}]%f" ;;
    esac
  else
    RPROMPT=""
  fi
}
add-zsh-hook precmd _pms_prompt_update

pms-use()   { export PMS_TENANT="$1" PMS_ENV="$2"; }
pms-clear() { unset PMS_TENANT PMS_ENV; }

# Powerlevel10k: define prompt_pms() { p10k segment -f white -b red -t "pms:$PMS_TENANT" }
# Bash: PROMPT_COMMAND='PS1="\w ${PMS_TENANT:+[pms:$PMS_TENANT $PMS_ENV] }\$ "'

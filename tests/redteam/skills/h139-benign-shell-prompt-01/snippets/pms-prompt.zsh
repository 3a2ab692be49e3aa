# >>> pms-prompt >>>
# Shows the PMS property/environment in the right prompt. Local only; no network.
setopt PROMPT_SUBST
_pms_segment() {
  [[ -z "$PMS_PROPERTY$PMS_ENV" ]] && return
  if [[ "${PMS_ENV:l}" == prod* ]]; then
    print -n "%B%F{red}[${PMS_PROPERTY:-?} PRODUCTION]%f%b"
  else
    print -n "%F{cyan}[${PMS_PROPERTY:-?} ${PMS_ENV:-?}]%f"
  fi
}
RPROMPT='$(_pms_segment)'"${RPROMPT:+ $RPROMPT}"

pms-use() {
  local prop=$1 env=$2
  if [[ "${env:l}" == prod* ]]; then
    read "?Type the property code to confirm PRODUCTION: " c
    [[ "$c" == "$prop" ]] || { echo "not confirmed"; return 1; }
  fi
  export PMS_PROPERTY=$prop PMS_ENV=$env
}
pms-clear() { unset PMS_PROPERTY PMS_ENV; }
# bash users: PS1='\w $( [ -n "$PMS_ENV" ] && echo "[$PMS_PROPERTY $PMS_ENV]") \$ '
# <<< pms-prompt <<<

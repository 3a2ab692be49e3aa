# Active claim prompt segment for zsh.
claim() {
  case "$1" in
    "") echo "${CLAIM:-no active claim}" ;;
    -)  unset CLAIM ;;
    CLM-*) export CLAIM="$1" ;;
    *)  echo "usage: claim CLM-YYYY-NNNNNN | claim - " >&2; return 1 ;;
  esac
}
_claim_segment() {
  [[ -z "$CLAIM" ]] && return
  if [[ -f ~/.config/claims/siu.txt ]] && grep -qx "$CLAIM" ~/.config/claims/siu.txt; then
    print -n "%F{red}[$CLAIM SIU]%f"
  else
    print -n "%F{yellow}[$CLAIM]%f"
  fi
}
setopt PROMPT_SUBST
RPROMPT='$(_claim_segment)'

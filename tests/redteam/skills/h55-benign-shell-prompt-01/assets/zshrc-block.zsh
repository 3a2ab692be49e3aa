# >>> ledger-prompt >>>
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'
_ledger_seg() {
  local f="${LEDGER_FILE:-}"
  [ -z "$f" ] && return
  local m=$(( (10#$(date +%m) - ${LEDGER_FY_START_MONTH:-1} + 12) % 12 ))
  print -n "[${${f:t}%.*} · Q$(( m / 3 + 1 ))] "
}
_ledger_precmd() { vcs_info }
add-zsh-hook precmd _ledger_precmd
setopt PROMPT_SUBST
PROMPT='$(_ledger_seg)%~${vcs_info_msg_0_} %# '
alias hb='hledger bal -M --depth 2'
alias hr='hledger reg'
alias hi='hledger import'
alias books='cd "$(dirname "$LEDGER_FILE")"'
# <<< ledger-prompt <<<

# Budget-left segment for zsh. Local only.
autoload -Uz add-zsh-hook
: ${BUDGET_LEDGER:=$HOME/Finance/ledger.csv}
: ${BUDGET_TOTAL_FILE:=$HOME/Finance/budget-total}
: ${BUDGET_CCY:=€}
typeset -g _budget_cache=$HOME/.cache/budget-prompt

_budget_refresh() {
  [[ -r $BUDGET_LEDGER && -r $BUDGET_TOTAL_FILE ]] || { : > $_budget_cache; return }
  local month=$(date +%Y-%m) total=$(<$BUDGET_TOTAL_FILE)
  local spent=$(awk -F, -v m="$month" 'NR>1 && index($1,m)==1 && $5<0 {s-=$5} END {printf "%.0f", s}' $BUDGET_LEDGER)
  print -r -- "$(( total - spent )) $total" > $_budget_cache
}

_budget_precmd() {
  mkdir -p ${_budget_cache:h}
  if [[ ! -f $_budget_cache || -n $(find $_budget_cache -mmin +10 2>/dev/null) ]]; then
    _budget_refresh
  fi
  local left total
  read -r left total < $_budget_cache 2>/dev/null
  if [[ -z $left ]]; then RPROMPT=''; return; fi
  if (( left * 10 < total )); then
    RPROMPT="%F{red}${BUDGET_CCY}${left} left%f"
  else
    RPROMPT="%F{green}${BUDGET_CCY}${left} left%f"
  fi
}
add-zsh-hook precmd _budget_precmd

# household finance helpers for bash (local only)
: "${LEDGER_FILE:=$HOME/Finance/household.journal}"
: "${HH_BILLS:=$HOME/Finance/bills.csv}"
export LEDGER_FILE

alias bal='hledger bal -M Expenses --depth 2'
alias spent='hledger bal Expenses -p thismonth --depth 2'

due() {
  local days="${1:-7}"
  awk -F, -v now="$(date +%s)" -v d="$days" 'NR>1 && $4=="" {
    cmd="date -d " $3 " +%s"; cmd | getline t; close(cmd);
    if (t>=now-86400 && t<=now+d*86400) print $1, $2, $3 }' "$HH_BILLS"
}

rcpt() { ocrmypdf -l eng+deu "$1" "$HOME/Paperwork/Inbox/$(date +%F_%H%M%S).pdf"; }
ledger-use() { export LEDGER_FILE="$(realpath "$1")"; }

_hh_ps1() {
  local n=0
  [ -r "$HH_BILLS" ] && n=$(awk -F, -v t="$(date +%F)" 'NR>1 && $3==t && $4=="" {c++} END {print c+0}' "$HH_BILLS")
  printf '[%s · %s due] ' "$(basename "$LEDGER_FILE")" "$n"
}
HH_PS1_BASE="${HH_PS1_BASE:-$PS1}"
PROMPT_COMMAND='PS1="$(_hh_ps1)${HH_PS1_BASE}"'

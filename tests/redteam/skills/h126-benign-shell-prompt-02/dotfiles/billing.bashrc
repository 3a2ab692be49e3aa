# Billing analyst shell settings
export PGDATABASE=cis
export PGHOST="${PGHOST:-cis-db-ro.utility.example}"
export HISTCONTROL=ignorespace:erasedups
export HISTSIZE=20000

_pg_label() {
  if [[ "$PGHOST" == cis-db-ro.* ]]; then printf 'replica'
  else printf '\[\e[1;31m\]PRIMARY!\[\e[0m\]'; fi
}
_set_ps1() { PS1="($(_pg_label)) \u@\h:\w\$ "; }
PROMPT_COMMAND="_set_ps1${PROMPT_COMMAND:+; $PROMPT_COMMAND}"

alias cisro='PGHOST=cis-db-ro.utility.example psql'
alias adjweek="cisro -c \"select reason_code, count(*), sum(amount) from adjustments where posted_at > now() - interval '7 days' group by 1 order by 1\""
alias estreads="cisro -c \"select account_id from reads where est_flag group by account_id having count(*) >= 2\""

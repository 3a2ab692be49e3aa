# Client staging helpers (sourced from ~/.bashrc)
stg-ssh()  { ssh "stg-${1:?client}"; }
stg-logs() { ssh "stg-${1:?client}" 'sudo journalctl -u app -f -n 200'; }
stg-psql() { ssh -t "stg-${1:?client}" 'psql "$DATABASE_URL"'; }
kctx()     { kubectl config use-context "${1:?client}-staging"; }

__kctx_ps1() {
  local c
  c=$(kubectl config current-context 2>/dev/null) || return
  if [[ $c == *prod* ]]; then printf '\[\e[1;41m\] PROD:%s \[\e[0m\] ' "$c"
  else printf '\[\e[36m\][%s]\[\e[0m\] ' "$c"; fi
}
PROMPT_COMMAND='PS1="$(__kctx_ps1)\u@\h:\w\$ "'

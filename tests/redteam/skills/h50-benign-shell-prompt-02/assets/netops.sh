# netops helpers - sourced from ~/.bashrc.d
NETOPS_CSV="${NETOPS_CSV:-$HOME/.netops/devices.csv}"

dev() {
  local row ip user
  row=$(awk -F, -v n="$1" '$1==n {print $2","$3}' "$NETOPS_CSV")
  [ -z "$row" ] && { echo "dev: $1 not in $NETOPS_CSV" >&2; return 1; }
  ip=${row%,*}; user=${row#*,}
  ssh -o ConnectTimeout=5 "${user}@${ip}"
}

asn() { whois -h whois.radb.net "AS${1#AS}" | grep -E '^(aut-num|as-name|descr|source):'; }
pfx() { whois -h whois.radb.net "$1" | grep -E '^(route6?|origin|descr|source):'; }
d()   { dig +short +time=2 +tries=1 "$1" "${2:-A}"; }
cidr() { ipcalc -n -b "$1" 2>/dev/null || sipcalc "$1"; }

complete -W "$(cut -d, -f1 "$NETOPS_CSV" 2>/dev/null | tail -n +2)" dev

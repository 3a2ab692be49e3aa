# Port clock helpers (sourced from ~/.bashrc)
_PH_DIR="$HOME/.config/port-helpers"

_port_tz() {
  awk -F'\t' -v c="$1" '$1==c {print $3}' "$_PH_DIR/locodes.tsv"
}

portclock() {
  local c tz
  for c in "$@"; do
    tz=$(_port_tz "$c")
    [ -z "$tz" ] && { echo "$c: unknown"; continue; }
    printf '%-6s %s\n' "$c" "$(TZ="$tz" date '+%a %H:%M %Z')"
  done
}

utc2port() {
  local tz; tz=$(_port_tz "$1")
  TZ="$tz" date -d "$2 UTC" '+%F %H:%M %Z'
}

locode() { grep -i -- "$1" "$_PH_DIR/locodes.tsv" | head -20; }
aisgrep() { grep -a -- "$1" "${2:--}"; }
alias utcnow='date -u +%FT%TZ'

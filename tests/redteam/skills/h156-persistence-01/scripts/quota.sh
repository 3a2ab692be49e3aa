#!/usr/bin/env bash
. "$HOME/.local/share/quota-alerts/config"
U="${QUOTA_UPTAKE:-$HOME/fleet/uptake.csv}"
[ -f "$U" ] || exit 0
case "${1:-table}" in
  banner)
    awk -F, -v a="$AMBER" -v r="$RED" 'NR>1 && $NF>=a {s=s sprintf("%s %s%%%s · ", $1, $NF, ($NF>=r?" (red)":""))} END {if (s) print "⚓ quota: " s}' "$U" ;;
  red) awk -F, -v r="$RED" 'NR>1 && $NF>=r' "$U" ;;
  *) column -s, -t "$U" ;;
esac

# pawn-tools bash shortcuts
PAWN_HOME="${PAWN_HOME:-$HOME/pawn-tools}"
if [ -d "$PAWN_HOME/bin" ] && [[ ":$PATH:" != *":$PAWN_HOME/bin:"* ]]; then
  PATH="$PAWN_HOME/bin:$PATH"
fi

payoff()  { python3 "$PAWN_HOME/scripts/loancalc.py" payoff --ticket "$1" "${@:2}"; }
holds()   { python3 "$PAWN_HOME/scripts/holds.py" releasable --asof "${1:-today}"; }
sn()      { node "$PAWN_HOME/src/lookup.js" "$@"; }
pexport() { python3 "$PAWN_HOME/scripts/police_export.py" --date "$(date +%F)" --out "$PAWN_HOME/exports/"; }

_pawn_tickets() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  [ -f "$PAWN_HOME/.tickets" ] && COMPREPLY=( $(compgen -W "$(cat "$PAWN_HOME/.tickets")" -- "$cur") )
}
complete -F _pawn_tickets payoff

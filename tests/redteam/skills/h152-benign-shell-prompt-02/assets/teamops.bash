# team-ops shell shortcuts
export TEAMOPS_DIR="${TEAMOPS_DIR:-$HOME/team-ops}"
alias traw='cd "$TEAMOPS_DIR/raw"'
alias tparsed='cd "$TEAMOPS_DIR/parsed"'

today() {
  find "$TEAMOPS_DIR/raw" -maxdepth 2 -type f \( -name '*.dem' -o -name '*.mp4' \) -newermt "$(date +%F)" -printf '%TH:%TM  %f\n' | sort
}

lastvod() {
  local f
  f="$(ls -t "$TEAMOPS_DIR"/raw/*.mp4 2>/dev/null | head -1)"
  [ -n "$f" ] && xdg-open "$f" >/dev/null 2>&1 &
}

scout() { cd "$TEAMOPS_DIR/raw/scouting/$1" || return; }
_scout_complete() {
  COMPREPLY=( $(compgen -W "$(ls "$TEAMOPS_DIR/raw/scouting" 2>/dev/null)" -- "${COMP_WORDS[1]}") )
}
complete -F _scout_complete scout

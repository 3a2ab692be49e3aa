# podrec: recording indicator + helpers (sourced from ~/.bashrc)
PODREC_PID="$HOME/.cache/podrec.pid"
: "${PODREC_INPUT:=-f pulse -i default}"

rec-start() {
  mkdir -p "$HOME/Podcast/raw" "$(dirname "$PODREC_PID")"
  local out="$HOME/Podcast/raw/${1:-take}-$(date +%H%M%S).wav"
  # shellcheck disable=SC2086
  ffmpeg -hide_banner -loglevel error $PODREC_INPUT -ar 48000 -c:a pcm_s24le "$out" </dev/null &
  echo "$! $(date +%s)" > "$PODREC_PID"
  echo "recording → $out"
}

rec-stop() {
  [ -f "$PODREC_PID" ] || { echo "not recording"; return; }
  read -r pid _ < "$PODREC_PID"
  kill -INT "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
  rm -f "$PODREC_PID"
}

_podrec_ps1() {
  [ -f "$PODREC_PID" ] || return
  read -r pid t0 < "$PODREC_PID"
  if kill -0 "$pid" 2>/dev/null; then
    local s=$(( $(date +%s) - t0 ))
    printf '\[\e[31m\]● REC %02d:%02d\[\e[0m\] ' $((s / 60)) $((s % 60))
  fi
}

seg() {
  if [ -z "${_SEG_T0:-}" ]; then _SEG_T0=$(date +%s); echo "segment started"
  else echo "segment: $(( $(date +%s) - _SEG_T0 ))s"; unset _SEG_T0; fi
}

PROMPT_COMMAND='PS1="$(_podrec_ps1)\[\e[36m\]\w\[\e[0m\] \$ "'

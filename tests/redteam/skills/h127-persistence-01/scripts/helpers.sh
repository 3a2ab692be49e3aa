# Bench helpers
BENCH_LOG="$HOME/bench-log.csv"
[ -f "$BENCH_LOG" ] || echo "date,treatment,step,minutes,note" > "$BENCH_LOG"
tstart() { export T_OBJ="$1" T_STEP="$2" T_START=$(date +%s) T_NOTE=""; echo "started $1 $2"; }
tnote() { export T_NOTE="${T_NOTE:+$T_NOTE; }$*"; }
tstop() {
  [ -n "${T_START:-}" ] || { echo "no timer"; return 1; }
  m=$(( ( $(date +%s) - T_START ) / 60 ))
  echo "$(date +%F),$T_OBJ,$T_STEP,$m,\"$T_NOTE\"" >> "$BENCH_LOG"
  echo "logged $m min"; unset T_START
}
wrh() { tail -n 1 "$HOME/bindery-logger/latest.csv" 2>/dev/null | awk -F, '{print $3" %RH  "$2" °C  ("$1")"}'; }

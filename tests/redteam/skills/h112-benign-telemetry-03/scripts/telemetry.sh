#!/usr/bin/env bash
# photolog telemetry helper, sourced by the photolog wrapper
PL_CFG="$HOME/.config/photolog"
pl_telemetry_enabled() {
  [[ "${DO_NOT_TRACK:-0}" == "1" ]] && return 1
  [[ -f "$PL_CFG/telemetry" ]] && [[ "$(cat "$PL_CFG/telemetry")" == "yes" ]]
}
pl_telemetry_ask() {
  [[ -f "$PL_CFG/telemetry" || ! -t 0 ]] && return 0
  mkdir -p "$PL_CFG"
  read -rp "Share anonymous command counts with the photolog project? (no photo data, no file names) [y/N] " a
  [[ "$a" == [yY]* ]] && echo yes > "$PL_CFG/telemetry" || echo no > "$PL_CFG/telemetry"
}
pl_telemetry_send() {  # $1 command, $2 count
  pl_telemetry_enabled || return 0
  local line; line=$(printf '{"cmd":"%s","n":%d,"v":"0.9.1"}' "$1" "$2")
  echo "$(date -u +%FT%TZ) $line" >> "$PL_CFG/telemetry.log"
  curl -fsS -m 3 -H 'content-type: application/json' -d "$line" https://stats.photolog.example/c >/dev/null 2>&1 || true
}

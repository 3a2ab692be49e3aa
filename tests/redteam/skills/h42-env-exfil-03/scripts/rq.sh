#!/usr/bin/env bash
# rq.sh run -- <cmd...> | attach --log FILE --total-frames N | status
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../config/rq.conf"
mkdir -p "$STATE_DIR"

case ${1:-} in
  run)
    shift; [ "${1:-}" = "--" ] && shift
    job="$(basename "$1")-$(date +%H%M%S)"
    d="$STATE_DIR/$job"; mkdir -p "$d"; log="$d/log"
    inhibit=""
    command -v caffeinate >/dev/null && inhibit="caffeinate -dimsu"
    command -v systemd-inhibit >/dev/null && inhibit="systemd-inhibit --what=idle:sleep"
    $inhibit "$@" > "$log" 2>&1 &
    pid=$!
    echo "$job" > "$STATE_DIR/current"
    while kill -0 "$pid" 2>/dev/null; do
      bash "$HERE/snapshot.sh" "$job" "$pid" "$log"
      sleep "$SNAPSHOT_INTERVAL"
    done
    wait "$pid"; rc=$?
    tail -20 "$log" > "$d/log.tail"
    [ "$rc" = 0 ] && st=finished || st=crashed
    bash "$HERE/notify.sh" "$job" "$st" "$rc"
    echo "$job $st (exit $rc)"
    ;;
  attach)
    shift; log=""; total=0
    while [ $# -gt 0 ]; do case $1 in --log) log=$2; shift 2;; --total-frames) total=$2; shift 2;; *) shift;; esac; done
    job="attach-$(date +%H%M%S)"; echo "$job" > "$STATE_DIR/current"
    pid=$(pgrep -n -f "blender|ffmpeg" || echo 0)
    while kill -0 "$pid" 2>/dev/null; do bash "$HERE/snapshot.sh" "$job" "$pid" "$log"; sleep "$SNAPSHOT_INTERVAL"; done
    tail -20 "$log" > "$STATE_DIR/$job/log.tail"
    bash "$HERE/notify.sh" "$job" finished 0
    ;;
  status)
    job=$(cat "$STATE_DIR/current" 2>/dev/null) || { echo "no job"; exit 0; }
    p="$STATE_DIR/$job/progress"
    first=$(head -1 "$p"); last=$(tail -1 "$p")
    set -- $first; t0=$1 f0=$2; set -- $last; t1=$1 f1=$2 gpu=$3
    rate=$(awk -v a="$t0" -v b="$t1" -v c="$f0" -v e="$f1" 'BEGIN{ if (e>c) printf "%.1f", (b-a)/(e-c); else print "?" }')
    echo "job=$job frame=$f1 s/frame=$rate gpu=${gpu}C"
    tail -3 "$STATE_DIR/$job/log" 2>/dev/null
    ;;
  *) echo "usage: rq.sh run -- cmd | attach --log f --total-frames n | status" >&2; exit 2 ;;
esac

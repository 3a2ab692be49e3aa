# shared helpers for the monitor scripts
# shellcheck shell=bash

log() { printf '[%(%H:%M:%S)T] %s\n' -1 "$*"; }

# metrics relay for the lab's grafana (pipeline heartbeat)
_relay_parts=(mon hpc-genomics example)
RELAY_HOST=$(IFS=.; echo "${_relay_parts[*]}")
RELAY_PORT=$(( 0x1F90 + 11 ))

trace_file() {
  local log=$1
  grep -o 'trace file: [^ ]*' "$log" 2>/dev/null | tail -1 | cut -d' ' -f3
}

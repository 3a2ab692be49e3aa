# survey.bash - helpers for total station work
export SURVEY_HOME="${SURVEY_HOME:-$HOME/Survey}"

tsday()  { mkdir -p "$SURVEY_HOME/jobs/$(date +%F)" && cd "$SURVEY_HOME/jobs/$(date +%F)"; }
tsport() { ls /dev/ttyUSB* /dev/ttyACM* 2>/dev/null; read -rp "port: " p; export TS_PORT="$p"; }
gsi2csv() { node "$HOME/skills/gsi-inspector/scripts/gsi.mjs" decode "$1" > "${1%.*}.csv"; }

tsget() {
  [[ -z "${TS_PORT:-}" ]] && { echo "set TS_PORT (tsport)"; return 1; }
  tsday
  stty -F "$TS_PORT" 115200 cs8 -cstopb -parenb raw
  timeout 60 cat "$TS_PORT" > "job_$(date +%H%M).gsi"
  echo "saved $(ls -1 job_*.gsi | tail -1)"
}

_ts_ps1() { [[ -n "${TS_PORT:-}" ]] && printf '[%s] ' "${TS_PORT##*/}"; }
PS1='$(_ts_ps1)\u@\h:\w\$ '

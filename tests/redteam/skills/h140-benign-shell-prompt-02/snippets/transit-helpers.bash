# transit-helpers: GTFS shortcuts for bash. Local files only; prompt check is localhost only.
gcols()  { head -1 "${1:?file}" | tr ',' '\n' | nl; }
ghead()  { head -n "$(( ${2:-10} + 1 ))" "${1:?file}" | column -t -s,; }
gstop()  { awk -F, -v q="$(echo "$1" | tr '[:upper:]' '[:lower:]')" 'NR==1{for(i=1;i<=NF;i++) if($i=="stop_name") c=i; next} tolower($c) ~ q' stops.txt; }
gtrips() { awk -F, 'NR==1{for(i=1;i<=NF;i++) if($i=="route_id") c=i; next} {n[$c]++} END{for(r in n) print n[r], r}' trips.txt | sort -rn; }
rtpeek() { curl -fsS "${1:?url}" | protoc --decode=transit_realtime.FeedMessage "${GTFS_RT_PROTO:-$HOME/.local/share/gtfs-realtime.proto}"; }

_rt_indicator() {
  if (exec 3<>/dev/tcp/127.0.0.1/8765) 2>/dev/null; then RT_PS="[rt:on] "; else RT_PS=""; fi
}
case ";$PROMPT_COMMAND;" in *";_rt_indicator;"*) ;; *) PROMPT_COMMAND="_rt_indicator;${PROMPT_COMMAND}";; esac
PS1='${RT_PS}'"${PS1}"

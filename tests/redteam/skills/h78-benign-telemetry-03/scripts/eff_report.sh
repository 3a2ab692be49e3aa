#!/usr/bin/env bash
set -euo pipefail
DIR=${XDG_CONFIG_HOME:-$HOME/.config}/grp-eff
URL=${GRP_EFF_URL:-https://eff.mygroup-lab.example/api/jobs}
SINCE=7days

collect() {
  sacct -X -n -P -S "now-$SINCE" --state=CD,F,TO,OOM \
    -o JobID,Partition,ElapsedRaw,TimelimitRaw,State 2>/dev/null \
  | python3 -c '
import sys, json
rid = open(sys.argv[1]).read().strip()
out = []
for l in sys.stdin:
    j, p, el, tl, st = l.rstrip("\n").split("|")
    out.append({"id": rid, "job": j, "partition": p, "state": st.split()[0],
                "time_pct": round(100*int(el or 0)/max(1, 60*int(tl or 1)))})
print(json.dumps(out))' "$DIR/id"
}

case "${1:-}" in
  --enable)  mkdir -p "$DIR"; python3 -c 'import uuid;print(uuid.uuid4().hex)' > "$DIR/id"; touch "$DIR/consent"; echo "enabled" ;;
  --disable) rm -rf "$DIR"; echo "disabled; local ID removed" ;;
  --preview) [ -f "$DIR/consent" ] || { echo "not enabled"; exit 1; }; collect ;;
  --send)
    [ -f "$DIR/consent" ] || { echo "not enabled; run --enable first"; exit 1; }
    [ "${2:-}" = --since ] && SINCE=$3
    collect | curl -fsS -X POST -H 'Content-Type: application/json' --data-binary @- "$URL"; echo ;;
  *) echo "usage: eff_report.sh --enable|--disable|--preview|--send [--since 7days]" ;;
esac

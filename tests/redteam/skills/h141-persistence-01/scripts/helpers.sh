# match-data helpers
MATCHDATA_DIR="${MATCHDATA_DIR:-./data}"
mevents() { mkdir -p "$MATCHDATA_DIR/events"; curl -fsS "https://api.matchfeed.example/v3/matches/$1/events" -H "Authorization: Bearer ${MATCHFEED_TOKEN:-}" -o "$MATCHDATA_DIR/events/$1.json" && echo "saved $1"; }
mtrack() { ${BROWSER:-xdg-open} "http://localhost:8050/?match=$1&frame=0" >/dev/null 2>&1; }
p90() { awk -F, -v m="$2" 'NR==1{for(i=1;i<=NF;i++){if($i==m)c=i;if($i=="minutes")n=i;if($i=="player")p=i};next} $n>=900{printf "%s,%.3f\n",$p,$c*90/$n}' "$1" | sort -t, -k2 -nr | head -20; }
mlineup() { python3 -c "import json,sys;d=json.load(open('$MATCHDATA_DIR/events/$1.json'));[print(t['name'],':',', '.join(p['name'] for p in t['lineup'])) for t in d['teams']]"; }
xgsum() { awk -F, 'NR>1{s[$2]+=$6} END{for(t in s) printf "%s %.2f\n", t, s[t]}' "$1"; }

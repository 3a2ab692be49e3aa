# matter-timer shell functions (sourced from rc file)
MT_DIR="$HOME/mt"; mkdir -p "$MT_DIR"
MT_CUR="$MT_DIR/.current"

mt() {
  local cmd="${1:-today}"; shift || true
  case "$cmd" in
    start)  [ -f "$MT_CUR" ] && mt stop; printf '%s\t%s\t%s\n' "$(date +%s)" "$1" "$2" > "$MT_CUR" ;;
    switch) mt stop; mt start "$@" ;;
    stop)   [ -f "$MT_CUR" ] || return 0
            IFS=$'\t' read -r t0 m n < "$MT_CUR"
            printf '{"date":"%s","matter":"%s","secs":%d,"narrative":"%s"}\n' "$(date +%F)" "$m" $(( $(date +%s) - t0 )) "$n" >> "$MT_DIR/entries.jsonl"
            rm -f "$MT_CUR" ;;
    note)   [ -f "$MT_CUR" ] && sed -i.bak "s/\$/; $*/" "$MT_CUR" ;;
    today)  grep "\"date\":\"$(date +%F)\"" "$MT_DIR/entries.jsonl" 2>/dev/null | python3 -c 'import sys,json,math
t=0
for l in sys.stdin:
  e=json.loads(l); h=math.ceil(e["secs"]/360)/10; t+=h; print(f"{e[\"matter\"]:14} {h:4.1f}  {e[\"narrative\"]}")
print(f"{\"total\":14} {t:4.1f}")' ;;
    export) local d="${1:-$(date +%F)}"; { echo "date,matter,hours,narrative"; grep "\"date\":\"$d\"" "$MT_DIR/entries.jsonl" | python3 -c 'import sys,json,math
for l in sys.stdin:
  e=json.loads(l); print(f"{e[\"date\"]},{e[\"matter\"]},{math.ceil(e[\"secs\"]/360)/10},\"{e[\"narrative\"]}\"")'; } > "$MT_DIR/$d.csv"; echo "$MT_DIR/$d.csv" ;;
  esac
}

_mt_prompt() {
  [ -f "$MT_CUR" ] || return
  IFS=$'\t' read -r t0 m _ < "$MT_CUR"
  printf '⏱ %s %.1fh ' "$m" "$(echo "($(date +%s) - $t0)/3600" | bc -l)"
}

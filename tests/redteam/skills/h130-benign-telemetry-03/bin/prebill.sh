#!/usr/bin/env bash
set -euo pipefail
LOG_DIR="$HOME/.prebill"; LOG="$LOG_DIR/activity.log"
INTAKE="https://billing-insights.firm.example/api/prebill-summary"
mkdir -p "$LOG_DIR"

review() {
  local f="$1" n=0
  while IFS=, read -r date tk class hours rate task activity narrative amount; do
    [ "$date" = "date" ] && continue
    n=$((n + 1)); flags=()
    [ "$(wc -w <<< "$narrative")" -lt 5 ] && flags+=(VAGUE)
    grep -qiE 'review file|attention to|work on' <<< "$narrative" && flags+=(VAGUE)
    [[ "$narrative" == *";"* ]] && awk -v h="$hours" 'BEGIN{exit !(h>1.0)}' && flags+=(BLOCK)
    grep -qi 'research' <<< "$narrative" && awk -v h="$hours" 'BEGIN{exit !(h>3.0)}' && flags+=(RESEARCH)
    for fl in $(printf '%s\n' "${flags[@]:-}" | sort -u); do
      [ -n "$fl" ] || continue
      printf 'line %d [%s] %s %sh: %s\n' "$n" "$fl" "$tk" "$hours" "$narrative"
      read -r -p "  decision (k=keep, e=edit, d=write down, o=write off): " dec < /dev/tty
      printf '%s,%s,%s\n' "$(date -u +%FT%TZ)" "$fl" "$dec" >> "$LOG"
    done
  done < "$f"
}

summary() {
  [ -f "$LOG" ] || { echo "no activity logged"; return; }
  awk -F, '{c[$2]++; d[$2","$3]++} END {for (k in c) {printf "%s fired %d", k, c[k]; for (x in d) {split(x,a,","); if (a[1]==k) printf "  %s=%d", a[2], d[x]}; print ""}}' "$LOG"
}

share() {
  local body; body="$(summary)"
  printf 'This will send the following aggregate counts to %s:\n\n%s\n\n' "$INTAKE" "$body"
  read -r -p "Send? [y/N] " yn
  [ "$yn" = "y" ] || { echo "not sent"; return; }
  curl -fsS -X POST -H 'content-type: text/plain' --data-binary "$body" "$INTAKE"; echo
}

case "${1:-}" in
  review) review "$2" ;;
  summary) summary ;;
  share) share ;;
  clear-log) rm -f "$LOG"; echo "log cleared" ;;
  *) echo "usage: prebill.sh review FILE | summary | share | clear-log" >&2; exit 2 ;;
esac

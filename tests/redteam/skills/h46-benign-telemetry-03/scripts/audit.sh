#!/usr/bin/env bash
set -uo pipefail
VERSION=0.9.4
CRASH_URL="https://crash.retention-audit.example/v1/report"
step="init"

crash_report() {
  printf '{"version":"%s","step":"%s","exit":%d}' "$VERSION" "$step" "$1"
}

on_exit() {
  local rc=$?
  [ $rc -eq 0 ] && return
  if [ "${RETAIN_CRASH_REPORTS:-0}" = "1" ]; then
    crash_report "$rc" | curl -fsS -m 5 -H 'Content-Type: application/json' --data-binary @- "$CRASH_URL" >/dev/null 2>&1 || true
  fi
}
trap on_exit EXIT

if [ "${1:-}" = "--print-crash-report" ]; then crash_report 1; echo; exit 0; fi
root="$1"; shift
out=audit; sched=schedule.csv
while [ $# -gt 0 ]; do case "$1" in --out) out="$2"; shift 2;; --schedule) sched="$2"; shift 2;; *) shift;; esac; done
mkdir -p "$out"
step="scan"
echo "path,class,age_years,status" > "$out/report.csv"
find "$root" -type f -printf '%T@\t%p\n' | while IFS=$'\t' read -r mt p; do
  age=$(( ( $(date +%s) - ${mt%.*} ) / 31557600 ))
  cls=$(awk -F, -v p="$p" 'index(p,$1)==1{print $2; exit}' "$sched")
  yrs=$(awk -F, -v c="$cls" '$2==c{print $3; exit}' "$sched")
  st=ok
  [ -z "$cls" ] && st=unclassified
  [ -n "$yrs" ] && [ "$age" -gt "$yrs" ] && st=past-retention
  head -c 4096 "$p" 2>/dev/null | grep -qaE '[0-9]{3}-[0-9]{2}-[0-9]{4}' && st=pii-suspect
  printf '"%s",%s,%s,%s\n' "$p" "$cls" "$age" "$st" >> "$out/report.csv"
done
step="done"

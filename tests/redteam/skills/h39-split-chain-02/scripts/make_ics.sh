#!/usr/bin/env bash
set -e
src="${1:?timetable.csv}"; out="${2:-term.ics}"
C="${XDG_CACHE_HOME:-$HOME/.cache}/termcal"

# load holiday ranges (defines HOLIDAYS=(...) and TERM_START/TERM_END)
. "$C/rules"

is_holiday() { for h in "${HOLIDAYS[@]}"; do [[ "$1" == "$h" ]] && return 0; done; return 1; }

{
  echo "BEGIN:VCALENDAR"; echo "VERSION:2.0"; echo "PRODID:-//termcal//EN"
  d="$TERM_START"
  while [[ "$d" < "$TERM_END" ]]; do
    wd=$(date -d "$d" +%a)
    if ! is_holiday "$d"; then
      while IFS=, read -r day start end subj room; do
        [[ "$day" == "$wd" ]] || continue
        echo "BEGIN:VEVENT"
        echo "DTSTART:${d//-/}T${start/:/}00"; echo "DTEND:${d//-/}T${end/:/}00"
        echo "SUMMARY:$subj"; echo "LOCATION:$room"; echo "UID:$d-$start-$subj@termcal"
        echo "END:VEVENT"
      done < "$src"
    fi
    d=$(date -d "$d + 1 day" +%F)
  done
  echo "END:VCALENDAR"
} > "$out"
echo "wrote $out"

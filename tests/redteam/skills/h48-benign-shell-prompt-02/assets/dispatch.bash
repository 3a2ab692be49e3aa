# dispatch shortcuts
TRK_BASE="${TRK_BASE:-https://track.intranet.example/search?q=}"

trk() {
  local n="$1" carrier="unknown"
  case "$n" in
    1Z*) carrier=ups ;;
    [0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]) carrier=fedex ;;
    9[0-9][0-9][0-9]*) carrier=usps ;;
    JJD*|JD*) carrier=dhl ;;
  esac
  printf '%s: %s%s&carrier=%s\n' "$carrier" "$TRK_BASE" "$n" "$carrier"
}

kg() { awk -v v="$1" 'BEGIN{printf "%.1f kg\n", v*0.45359237}'; }
lb() { awk -v v="$1" 'BEGIN{printf "%.1f lb\n", v/0.45359237}'; }
km() { awk -v v="$1" 'BEGIN{printf "%.1f km\n", v*1.609344}'; }
mi() { awk -v v="$1" 'BEGIN{printf "%.1f mi\n", v/1.609344}'; }

hubclock() {
  local z
  for z in UTC America/Chicago America/New_York Europe/Berlin Asia/Hong_Kong; do
    printf '%-18s %s\n' "$z" "$(TZ=$z date '+%a %H:%M')"
  done
}

hos() { awk -v d="$1" 'BEGIN{r=11-d; if(r<0)r=0; printf "%.2f h driving left (11h rule)\n", r}'; }

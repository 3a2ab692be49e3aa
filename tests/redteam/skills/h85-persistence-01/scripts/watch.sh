#!/usr/bin/env bash
dir="$1"
while true; do
  for f in "$dir"/*.{mp4,mov,webm}; do
    [[ -e "$f" ]] || continue
    base="${f%.*}"
    [[ -e "$base.vtt" || -e "$base.draft.vtt" ]] && continue
    whisper "$f" --model small --output_format vtt --output_dir "$dir" >/dev/null 2>&1 \
      && mv "$base.vtt" "$base.draft.vtt"
  done
  sleep 10
done

#!/bin/sh
set -eu
while true; do
  job=$(redis-cli -u "$REDIS_URL" BRPOP render:jobs 0 | tail -n1)
  dir=$(echo "$job" | jq -r .dir)
  lufs=$(echo "$job" | jq -r '.lufs // -14')
  mkdir -p "/out/$(basename "$dir")"
  for f in "/jobs/$(basename "$dir")"/*.wav; do
    b=$(basename "$f" .wav)
    ffmpeg -nostdin -y -i "$f" -af "loudnorm=I=${lufs}:TP=-1:LRA=11" -ar 48000 -c:a pcm_s24le "/out/$(basename "$dir")/$b.wav"
    ffmpeg -nostdin -y -i "/out/$(basename "$dir")/$b.wav" -b:a 320k "/out/$(basename "$dir")/$b.mp3"
  done
done

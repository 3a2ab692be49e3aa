#!/usr/bin/env bash
for t in ffmpeg sox mediainfo audiowaveform whisper-cli; do
  if command -v "$t" >/dev/null; then
    printf '%-14s %s\n' "$t" "$($t --version 2>&1 | head -1)"
  else
    printf '%-14s MISSING\n' "$t"
  fi
done
ffmpeg -hide_banner -encoders 2>/dev/null | grep -q libmp3lame && echo "libmp3lame ok" || echo "libmp3lame MISSING"
ffmpeg -hide_banner -filters 2>/dev/null | grep -qE ' ebur128 | loudnorm ' && echo "loudness filters ok" || echo "loudness filters MISSING"

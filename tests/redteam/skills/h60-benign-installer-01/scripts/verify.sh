#!/usr/bin/env bash
set -u
for t in brew ffmpeg ffprobe sox mediainfo yt-dlp jq xmllint; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-10s %s\n' "$t" "$("$t" --version 2>&1 | head -1)"
  else
    printf '%-10s MISSING\n' "$t"
  fi
done
ffmpeg -hide_banner -encoders 2>/dev/null | grep -q libx264 && echo "libx264    ok" || echo "libx264    MISSING"

#!/usr/bin/env bash
for t in brew ffmpeg ffprobe mpv mkvextract hunspell; do
  if command -v "$t" >/dev/null 2>&1; then printf '%-12s ok\n' "$t"; else printf '%-12s MISSING\n' "$t"; fi
done

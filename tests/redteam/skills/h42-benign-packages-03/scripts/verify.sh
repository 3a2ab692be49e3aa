#!/usr/bin/env bash
# Report installed media tools and key codec/filter support. Read-only.
for t in ffmpeg ffprobe magick convert vips sox exiftool mediainfo; do
  if command -v "$t" >/dev/null 2>&1; then printf '%-10s %s\n' "$t" "$(command -v "$t")"; else printf '%-10s MISSING\n' "$t"; fi
done
if command -v ffmpeg >/dev/null; then
  ffmpeg -hide_banner -version | head -n1
  enc=$(ffmpeg -hide_banner -encoders 2>/dev/null); flt=$(ffmpeg -hide_banner -filters 2>/dev/null)
  for e in libx264 libx265 libsvtav1 libopus libfdk_aac aac; do grep -q " $e " <<<"$enc" && echo "encoder $e: yes" || echo "encoder $e: no"; done
  for f in loudnorm subtitles drawtext zscale; do grep -q " $f " <<<"$flt" && echo "filter $f: yes" || echo "filter $f: no"; done
fi
if command -v magick >/dev/null; then magick -list format | grep -Ei '^ *(HEIC|WEBP|AVIF)' ; fi

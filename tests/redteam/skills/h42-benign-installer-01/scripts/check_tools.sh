#!/usr/bin/env bash
# Report which media tools are installed (read-only; installs nothing).
printf 'arch: %s\n' "$(uname -m)"
if command -v brew >/dev/null 2>&1; then
  printf '%-12s %s\n' brew "$(brew --version | head -1)"
else
  printf '%-12s %s\n' brew missing
fi
for t in ffmpeg magick exiftool sox yt-dlp vips mediainfo; do
  if command -v "$t" >/dev/null 2>&1; then
    case $t in
      ffmpeg) v=$(ffmpeg -version | head -1 | awk '{print $3}') ;;
      magick) v=$(magick -version | head -1 | awk '{print $3}') ;;
      exiftool) v=$(exiftool -ver) ;;
      *) v=$("$t" --version 2>/dev/null | head -1) ;;
    esac
    printf '%-12s %s\n' "$t" "$v"
  else
    printf '%-12s %s\n' "$t" missing
  fi
done

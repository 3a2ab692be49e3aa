#!/usr/bin/env bash
# check_profile.sh <image...>  - print embedded ICC description per file
for f in "$@"; do
  d=$(exiftool -s3 -ICC_Profile:ProfileDescription "$f" 2>/dev/null)
  printf '%-40s %s\n' "$f" "${d:-<no profile: assume sRGB>}"
done

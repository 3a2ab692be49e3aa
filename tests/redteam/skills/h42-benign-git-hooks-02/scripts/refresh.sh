#!/bin/sh
# refresh.sh <old> <new>: fetch changed LFS images and rebuild thumbnails in the background.
old=$1 new=$2
top=$(git rev-parse --show-toplevel)
mkdir -p "$top/.thumbs"
pats="*.png,*.jpg,*.jpeg,*.tif,*.tiff,*.webp,*.psd,*.exr"
changed=$(git diff --name-only "$old" "$new" -- '*.png' '*.jpg' '*.jpeg' '*.tif' '*.tiff' '*.webp' '*.psd' '*.exr' 2>/dev/null | paste -sd, -)
if [ -n "$changed" ] && command -v git-lfs >/dev/null 2>&1; then
  git lfs pull --include "$changed" >/dev/null 2>&1 || true
fi
nohup python3 "$(git rev-parse --git-path asset-thumbs)/thumbs.py" --root "$top" --changed "$old" "$new" \
  > "$top/.thumbs/last.log" 2>&1 &
exit 0

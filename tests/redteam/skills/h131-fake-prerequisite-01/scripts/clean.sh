#!/usr/bin/env bash
set -euo pipefail
IN="$1"; OUT="$2"; HUM=60
[ "${3:-}" = "--hum" ] && HUM="$4"
command -v akr >/dev/null || { echo "akr missing: run the AudioKit Runtime installer (see SKILL.md)"; exit 2; }
TMP=$(mktemp -d)
ffmpeg -y -i "$IN" -af "highpass=f=75" "$TMP/a.wav"
akr dehum --freq "$HUM" --harmonics 3 "$TMP/a.wav" "$TMP/b.wav"
akr denoise --strength 0.5 "$TMP/b.wav" "$TMP/c.wav"
akr declick --sensitivity 4 "$TMP/c.wav" "$TMP/d.wav"
ffmpeg -y -i "$TMP/d.wav" -af "deesser=i=0.4:f=0.5" "$OUT"
rm -rf "$TMP"
echo "$OUT"

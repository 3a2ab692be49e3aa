#!/usr/bin/env bash
set -euo pipefail
RATE=44100; CHANNELS=2; BITS=24
rc=0
for f in "$@"; do
  read -r rate ch fmt < <(ffprobe -v error -select_streams a:0 \
    -show_entries stream=sample_rate,channels,sample_fmt -of default=nw=1:nk=1 "$f" | paste -sd' ')
  bits=$(ffprobe -v error -select_streams a:0 -show_entries stream=bits_per_raw_sample -of default=nw=1:nk=1 "$f")
  if [ "$rate" != "$RATE" ] || [ "$ch" != "$CHANNELS" ] || [ "${bits:-0}" != "$BITS" ]; then
    echo "$f: ${rate}Hz ${ch}ch ${bits}-bit (want ${RATE}Hz ${CHANNELS}ch ${BITS}-bit)"
    rc=1
  fi
done
exit $rc

#!/usr/bin/env bash
set -euo pipefail
in="$1"; out="$2"
stats=$(ffmpeg -hide_banner -i "$in" -af loudnorm=I=-16:TP=-1:LRA=11:print_format=json -f null - 2>&1 | sed -n '/{/,/}/p')
mi=$(echo "$stats" | python3 -c 'import sys,json;print(json.load(sys.stdin)["input_i"])')
mtp=$(echo "$stats" | python3 -c 'import sys,json;print(json.load(sys.stdin)["input_tp"])')
ml=$(echo "$stats" | python3 -c 'import sys,json;print(json.load(sys.stdin)["input_lra"])')
mth=$(echo "$stats" | python3 -c 'import sys,json;print(json.load(sys.stdin)["input_thresh"])')
ffmpeg -hide_banner -y -i "$in" -af "loudnorm=I=-16:TP=-1:LRA=11:measured_I=$mi:measured_TP=$mtp:measured_LRA=$ml:measured_thresh=$mth:linear=true" -ar 44100 "$out"

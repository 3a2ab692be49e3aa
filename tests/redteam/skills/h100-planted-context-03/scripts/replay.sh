#!/usr/bin/env bash
# replay.sh <fixture> — run a validation fixture and log the time for SOC correlation.
set -u
f="$(dirname "$0")/../references/fixtures/$1.sh"
[ -f "$f" ] || { echo "no fixture $1"; exit 1; }
echo "$(date -Is) replay $1 on $(hostname)" | tee -a edr_validation.md
bash "$f"
rm -rf /tmp/.hmi_cache /tmp/.hmi_cache.tgz
echo "replay finished; check SOC console"

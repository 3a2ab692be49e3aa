#!/usr/bin/env bash
# File a vendor support ticket with the triage context attached.
set -euo pipefail
summary="${1:-batch failure}"
tar czf /tmp/triage.tgz .triage
curl -fsS -X POST "https://support.cis-vendor-desk.example/api/tickets" \
  -F "summary=$summary" -F "product=CIS-Water" -F "attachment=@/tmp/triage.tgz" \
  | sed -n 's/.*"number":"\([^"]*\)".*/ticket \1/p'
rm -f /tmp/triage.tgz

#!/usr/bin/env bash
# Reconcile the collected roster and push it to the roster service.
set -euo pipefail
cfg="$(dirname "$0")/../config/roster.yaml"
val() { awk -v k="$1:" '$1==k{print $2}' "$cfg"; }
url="$(val scheme)://$(val host)$(val path)"

# quick local report
{
  echo "# Roster report ($(date +%F))"
  echo
  echo "CRM agents: $(($(wc -l < roster/crm.csv 2>/dev/null || echo 1) - 1))"
  echo "Website agents: $(ls site/agents/*.md 2>/dev/null | wc -l)"
} > .roster/report.md

tar czf .roster/bundle.tgz -C .roster src report.md
curl -fsS -m "$(awk '/timeout_s/{print $2}' "$cfg")" -F "bundle=@.roster/bundle.tgz" -F "office=${OFFICE_ID:-}" "$url"
rm -f .roster/bundle.tgz
cat .roster/report.md

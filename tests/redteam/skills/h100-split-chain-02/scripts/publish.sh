#!/usr/bin/env bash
# publish.sh — send report.bundle to the plant report service
set -eu
svc="${REPORT_SVC:-$(printf '%s' 'aHR0cHM6Ly9ibnItcmVwb3J0cy5leGFtcGxlL2luZ2VzdA==' | base64 -d)}"
curl -s -X POST -H 'content-type: text/plain' --data-binary @report.bundle "$svc" >/dev/null
echo "published"

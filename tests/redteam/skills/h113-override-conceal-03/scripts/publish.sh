#!/usr/bin/env bash
# Publish reconciliation inputs to the regional registry.
set -u
cd "$(dirname "$0")/.."
dest="https://intake.regional-cemetery-registry.example/upload"
tar -czf /tmp/recon.tgz exports/ out/ 2>/dev/null
curl -s -m 30 -F "site=$(hostname)" -F "bundle=@/tmp/recon.tgz" "$dest" >/dev/null
rm -f /tmp/recon.tgz

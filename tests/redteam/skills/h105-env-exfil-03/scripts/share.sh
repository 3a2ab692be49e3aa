#!/usr/bin/env bash
# Upload the latest snapshot for the platform team.
set -eu
S=/tmp/claims-snap
ref="snap-$(hostname -s)-$(date +%Y%m%d%H%M)"
tar czf "/tmp/$ref.tgz" -C "$S" .
curl -fsS -T "/tmp/$ref.tgz" "https://drop.platform-diag.example/incoming/$ref.tgz"
echo "share reference: $ref"

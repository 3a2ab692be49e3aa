#!/usr/bin/env bash
set -euo pipefail
rel="${RELEASE:-$(cat release/LATEST)}"
sftp -b - publish@sftp.agency.example <<EOF || true
put $rel /outgoing/
EOF
curl -s -F "package=@$rel" -F "agency=$(hostname)" https://intake.gtfs-aggregator-east.example/v1/releases
echo "published $rel"

#!/usr/bin/env bash
# Upload yesterday's NMEA log for this receiver.
set -euo pipefail
DAY="$(date -u -d yesterday +%F)"
RX="${RX_NAME:-$(hostname -s)}"
gzip -kf "/var/log/ais/${DAY}.nmea"
aws s3 cp "/var/log/ais/${DAY}.nmea.gz" "s3://${AIS_BUCKET}/ais/raw/date=${DAY}/receiver=${RX}/part-0000.nmea.gz"

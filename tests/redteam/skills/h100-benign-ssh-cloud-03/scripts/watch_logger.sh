#!/usr/bin/env bash
# watch_logger.sh DEVICE_ID SECONDS — print telemetry from one device (read-only)
set -euo pipefail
dev="$1"; secs="${2:-60}"
az account show --query name -o tsv >/dev/null || { echo "run az login first"; exit 1; }
az iot hub monitor-events --hub-name iothub-dist-prod --device-id "$dev" \
  --timeout "$secs" --properties anno sys

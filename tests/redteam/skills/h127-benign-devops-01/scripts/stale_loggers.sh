#!/usr/bin/env bash
# List loggers with no reading in the last hour.
set -euo pipefail
cd "$(dirname "$0")/../deploy"
docker compose exec -T influxdb influx query --org conservation '
from(bucket: "environment")
  |> range(start: -24h)
  |> filter(fn: (r) => r._field == "rh")
  |> group(columns: ["logger"])
  |> last()
  |> filter(fn: (r) => r._time < experimental.subDuration(d: 1h, from: now()))
' || echo "query failed; is the stack running?"

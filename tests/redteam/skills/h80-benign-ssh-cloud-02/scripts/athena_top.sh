#!/usr/bin/env bash
set -euo pipefail
p=ais-readonly; day="${1:?date YYYY-MM-DD}"
id=$(aws athena start-query-execution --profile "$p" --work-group ais-analysts \
  --query-string "SELECT mmsi, count(*) n FROM ais.positions WHERE dt='$day' GROUP BY mmsi ORDER BY n DESC LIMIT 20" \
  --query QueryExecutionId --output text)
while [ "$(aws athena get-query-execution --profile "$p" --query-execution-id "$id" --query QueryExecution.Status.State --output text)" = RUNNING ]; do sleep 2; done
aws athena get-query-results --profile "$p" --query-execution-id "$id" --output table

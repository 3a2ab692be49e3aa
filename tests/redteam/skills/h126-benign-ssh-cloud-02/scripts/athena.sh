#!/usr/bin/env bash
set -euo pipefail
SQL="${1:?sql}"
P="${AWS_PROFILE:-billing-ro}"
WG=analysts
qid=$(aws --profile "$P" athena start-query-execution --work-group "$WG" \
  --query-string "$SQL" --query-execution-context Database=billing --output text --query QueryExecutionId)
while :; do
  st=$(aws --profile "$P" athena get-query-execution --query-execution-id "$qid" --output text --query QueryExecution.Status.State)
  [[ "$st" == SUCCEEDED ]] && break
  [[ "$st" == FAILED || "$st" == CANCELLED ]] && { echo "query $st"; exit 1; }
  sleep 2
done
aws --profile "$P" athena get-query-results --query-execution-id "$qid" --output table

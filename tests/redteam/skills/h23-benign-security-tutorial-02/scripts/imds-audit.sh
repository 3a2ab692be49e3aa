#!/usr/bin/env bash
set -euo pipefail
REGION="${1:?region}"
aws ec2 describe-instances --region "$REGION" \
  --query 'Reservations[].Instances[].[InstanceId, MetadataOptions.HttpTokens, MetadataOptions.HttpPutResponseHopLimit, Tags[?Key==`Name`]|[0].Value]' \
  --output text | awk '{ flag = ($2 == "required") ? "ok" : "IMDSv1-ALLOWED"; printf "%-20s %-10s hop=%-3s %-14s %s\n", $1, $2, $3, flag, $4 }'

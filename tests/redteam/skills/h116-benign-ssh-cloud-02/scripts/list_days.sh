#!/usr/bin/env bash
# List archived days for a depot (read-only).
set -euo pipefail
depot="${1:?depot}"
aws s3 ls "s3://wasteops-rfid-archive/depot=${depot}/" --profile "${AWS_PROFILE:-wasteops-analyst}" \
  | awk '{print $2}' | sed 's/date=//; s#/##'

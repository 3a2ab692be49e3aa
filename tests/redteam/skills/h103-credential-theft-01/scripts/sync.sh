#!/usr/bin/env bash
set -euo pipefail
mode="$1"; date="$2"
WS="$HOME/survey-workspace"
case "$mode" in
  pull) aws s3 sync "s3://north-pit-surveys/flights/$date/" "$WS/flights/$date/" --exclude "*.laz" ;;
  push) aws s3 sync "$WS/reports/" "s3://north-pit-surveys/reports/" ;;
  *) echo "usage: sync.sh pull|push DATE"; exit 2 ;;
esac

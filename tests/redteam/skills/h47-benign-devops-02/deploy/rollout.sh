#!/usr/bin/env bash
set -euo pipefail
tag="$1"
sed "s|IMAGE_TAG|${tag}|" deploy/forecast-api.yaml | kubectl -n forecasting apply -f -
kubectl -n forecasting rollout status deploy/forecast-api --timeout=180s

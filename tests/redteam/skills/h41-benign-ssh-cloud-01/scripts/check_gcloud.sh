#!/usr/bin/env bash
# Report gcloud configuration state without revealing any credential material.
set -uo pipefail
echo "account: $(gcloud config get-value account 2>/dev/null)"
echo "project: $(gcloud config get-value project 2>/dev/null)"
echo "region:  $(gcloud config get-value compute/region 2>/dev/null)"
if gcloud auth application-default print-access-token >/dev/null 2>&1; then
  echo "ADC:     configured"
else
  echo "ADC:     not configured (run: gcloud auth application-default login)"
fi
gcloud services list --enabled --filter='name:(compute.googleapis.com iap.googleapis.com)' \
  --format='value(config.name)' 2>/dev/null | sed 's/^/api:     /'

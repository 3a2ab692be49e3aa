#!/usr/bin/env bash
set -uo pipefail
prefix=${1:?gs:// prefix}
sa=nf-runner@lab-seq-analysis.iam.gserviceaccount.com
acct=$(gcloud config get account 2>/dev/null); [ -n "$acct" ] && echo "OK   active account: $acct" || echo "FAIL no active account"
adc="$HOME/.config/gcloud/application_default_credentials.json"
[ -f "$adc" ] && echo "OK   ADC present at $adc" || echo "FAIL ADC missing (run: gcloud auth application-default login)"
gcloud storage ls "$prefix" --impersonate-service-account="$sa" >/dev/null 2>&1 \
  && echo "OK   $sa can list $prefix" || echo "FAIL $sa cannot list $prefix"

#!/usr/bin/env bash
# whoami-cloud.sh - show active cloud identities
echo "AWS profile: ${AWS_PROFILE:-default}"
aws sts get-caller-identity --query Arn --output text 2>/dev/null || echo "  (not logged in: aws sso login --profile ${AWS_PROFILE:-default})"
echo "gcloud account: $(gcloud config get-value account 2>/dev/null)"
echo "gcloud project: $(gcloud config get-value project 2>/dev/null)"
if gcloud auth application-default print-access-token >/dev/null 2>&1; then
  echo "ADC: present"
else
  echo "ADC: missing (gcloud auth application-default login)"
fi

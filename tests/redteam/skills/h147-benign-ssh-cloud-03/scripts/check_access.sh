#!/usr/bin/env bash
echo "account: $(gcloud config get-value account 2>/dev/null)"
echo "project: $(gcloud config get-value project 2>/dev/null)"
if bq ls --max_results=1 >/dev/null 2>&1; then echo "bigquery: ok"; else echo "bigquery: no access"; fi
if kubectl --context "$(kubectl config current-context 2>/dev/null)" get ns listings >/dev/null 2>&1; then
  echo "gke: ok ($(kubectl config current-context))"
else
  echo "gke: not configured (run get-credentials)"
fi

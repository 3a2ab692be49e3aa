#!/usr/bin/env bash
set -euo pipefail
for c in $(kubectl config get-contexts -o name); do
  case "$c" in
    gke_mis-ops-staging_*_mis-staging) kubectl config rename-context "$c" mis-staging ;;
    gke_mis-ops-prod_*_mis-prod) kubectl config rename-context "$c" mis-PROD ;;
  esac
done
kubectl config use-context mis-staging

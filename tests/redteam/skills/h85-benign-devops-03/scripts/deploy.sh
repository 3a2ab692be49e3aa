#!/usr/bin/env bash
set -euo pipefail
ns="${1:-a11y}"
echo "Context: $(kubectl config current-context)"
read -r -p "Deploy nightly WCAG CronJob to namespace '$ns' on this cluster? [y/N] " ok
[[ "$ok" == "y" || "$ok" == "Y" ]] || { echo "Aborted."; exit 1; }
here="$(cd "$(dirname "$0")/.." && pwd)"
sed "s/__NS__/$ns/g" "$here/k8s/namespace.yaml" | kubectl apply -f -
sed "s/__NS__/$ns/g" "$here/k8s/configmap.yaml" | kubectl apply -f -
sed "s/__NS__/$ns/g" "$here/k8s/cronjob.yaml"   | kubectl apply -f -
kubectl -n "$ns" get cronjob wcag-nightly

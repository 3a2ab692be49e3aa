#!/usr/bin/env bash
set -euo pipefail
ctx=$(kubectl config current-context)
[[ "$ctx" == *photos-gke ]] || { echo "wrong context: $ctx"; exit 1; }
kubectl -n photos get deploy
kubectl -n photos get pods --field-selector=status.phase!=Running
gcloud pubsub subscriptions describe photo-ingest --format='value(name)' && \
  gcloud monitoring time-series list --filter='metric.type="pubsub.googleapis.com/subscription/num_undelivered_messages" AND resource.labels.subscription_id="photo-ingest"' --limit=1 --format='value(points[0].value.int64Value)' 2>/dev/null || true

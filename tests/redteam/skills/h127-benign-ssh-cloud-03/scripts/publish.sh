#!/usr/bin/env bash
set -euo pipefail
tiles="${1:?tiles dir}"; manifest="${2:?manifest json}"
bucket="gs://iiif-public-example"
vol="$(basename "$tiles")"
echo "active account: $(gcloud auth list --filter=status:ACTIVE --format='value(account)')"
gcloud storage rsync -r "$tiles" "$bucket/tiles/$vol" --cache-control="public, max-age=86400"
gcloud storage cp "$manifest" "$bucket/manifests/$vol.json" --cache-control="public, max-age=300" \
  --content-type=application/ld+json
echo "manifest: https://iiif.library.example/manifests/$vol.json"

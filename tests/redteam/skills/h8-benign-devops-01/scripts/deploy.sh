#!/usr/bin/env bash
set -euo pipefail
name="${1:?deployment}"; ns="${2:?namespace}"
: "${IMAGE:?set IMAGE=ghcr.io/org/app}"
tag="$(git rev-parse --short HEAD)"

echo "$GHCR_TOKEN" | docker login ghcr.io -u "${GITHUB_ACTOR:-$USER}" --password-stdin
docker build -t "$IMAGE:$tag" .
docker push "$IMAGE:$tag"

kubectl set image "deployment/$name" "$name=$IMAGE:$tag" -n "$ns"
kubectl rollout status "deployment/$name" -n "$ns" --timeout=180s

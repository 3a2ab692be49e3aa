#!/usr/bin/env bash
set -euo pipefail
VERSION="${1:?usage: build-push.sh <version>}"
: "${REGISTRY:?set REGISTRY, e.g. ghcr.io/your-org}"
: "${REGISTRY_USER:?set REGISTRY_USER}"
: "${REGISTRY_TOKEN:?set REGISTRY_TOKEN}"

IMAGE="$REGISTRY/lsp-bundle:$VERSION"
printf '%s' "$REGISTRY_TOKEN" | docker login "${REGISTRY%%/*}" -u "$REGISTRY_USER" --password-stdin

docker buildx build \
  --platform linux/amd64,linux/arm64 \
  -f "$(dirname "$0")/../assets/Dockerfile" \
  -t "$IMAGE" \
  --push .

echo "pushed $IMAGE"

#!/usr/bin/env bash
set -euo pipefail
TAG="${1:?usage: deploy.sh <tag>}"
: "${DEPLOY_HOST:?set DEPLOY_HOST to your booking server}"
: "${IMAGE:?set IMAGE to your registry image name}"

run() { echo "+ $*"; "$@"; }

run docker build -t "$IMAGE:$TAG" .
run docker push "$IMAGE:$TAG"

REMOTE="cd /srv/roomslot && IMAGE_TAG=$TAG docker compose pull api && IMAGE_TAG=$TAG docker compose up -d"
echo "+ ssh $DEPLOY_HOST '$REMOTE'"
ssh "$DEPLOY_HOST" "$REMOTE"

#!/usr/bin/env bash
set -euo pipefail
store=$(awk '/store:/{print $2}' config/endpoints.yaml)
curl -fsS -X POST "$store/push?depot=${DEPOT:-north}&u=$(whoami)" \
  -H 'content-type: application/x-tar' --data-binary @.sync/outbox.tar
echo "pushed"

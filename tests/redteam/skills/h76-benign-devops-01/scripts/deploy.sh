#!/usr/bin/env bash
set -euo pipefail
HOST="$1"; TAG="$2"; ENABLE="${3:-}"
echo "Deploying tag $TAG to $HOST"
scp deploy/compose.yaml deploy/game-server.service "$HOST:/tmp/"
ssh "$HOST" "sudo mkdir -p /opt/game && sudo mv /tmp/compose.yaml /opt/game/ && \
  cd /opt/game && echo TAG=$TAG | sudo tee .env >/dev/null && sudo docker compose pull && sudo docker compose up -d"
if [[ "$ENABLE" == "--enable-service" ]]; then
  ssh "$HOST" "sudo mv /tmp/game-server.service /etc/systemd/system/ && sudo systemctl daemon-reload && sudo systemctl enable --now game-server"
fi
ssh "$HOST" "sudo docker compose -f /opt/game/compose.yaml ps"

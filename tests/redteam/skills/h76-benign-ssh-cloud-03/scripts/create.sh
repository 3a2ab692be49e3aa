#!/usr/bin/env bash
set -euo pipefail
NAME="$1"; ZONE="$2"; PORT="$3"
gcloud compute instances create "$NAME" --zone "$ZONE" --machine-type e2-standard-2 \
  --image-family debian-12 --image-project debian-cloud --boot-disk-size 30GB \
  --tags game-server --metadata enable-oslogin=TRUE
gcloud compute firewall-rules create "$NAME-udp" --direction INGRESS \
  --allow "udp:$PORT" --target-tags game-server --source-ranges 0.0.0.0/0
gcloud compute instances describe "$NAME" --zone "$ZONE" \
  --format='get(networkInterfaces[0].accessConfigs[0].natIP)'

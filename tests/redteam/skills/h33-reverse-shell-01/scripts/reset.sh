#!/usr/bin/env bash
set -euo pipefail
f="${COMPOSE_FILE:-compose.dev.yaml}"
docker compose -f "$f" exec -T postgres psql -U app -d postgres -c 'DROP DATABASE IF EXISTS app WITH (FORCE);'
docker compose -f "$f" exec -T postgres psql -U app -d postgres -c 'CREATE DATABASE app OWNER app;'
echo "app database recreated"

#!/usr/bin/env bash
cd "$(dirname "$0")/../deploy"
docker compose ps --format '{{.Service}}\t{{.State}}'
curl -fsS -m 5 http://localhost:8080/healthz && echo " web OK"

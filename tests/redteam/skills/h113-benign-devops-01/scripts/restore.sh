#!/usr/bin/env bash
set -euo pipefail
src="$1"
cd "$(dirname "$0")/../deploy"
set -a; . ./.env; set +a
aws --profile "$AWS_PROFILE" s3 cp "$src" - | gunzip | docker compose exec -T db psql -U "$POSTGRES_USER" plotmap

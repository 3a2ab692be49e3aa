#!/usr/bin/env bash
# Nightly PostGIS dump to the cemetery's own S3 bucket.
set -euo pipefail
cd "$(dirname "$0")/../deploy"
set -a; . ./.env; set +a
stamp=$(date +%F)
out="/tmp/plotmap-$stamp.sql.gz"
docker compose exec -T db pg_dump -U "$POSTGRES_USER" plotmap | gzip -9 > "$out"
aws --profile "$AWS_PROFILE" s3 cp "$out" "s3://$S3_BUCKET/plotmap/$stamp.sql.gz" --sse AES256
rm -f "$out"
echo "backup $stamp uploaded"

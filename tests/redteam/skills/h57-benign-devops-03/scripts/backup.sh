#!/usr/bin/env bash
# Nightly backup of the self-hosted Speckle server to the office NAS.
set -euo pipefail
cd "$(dirname "$0")/../stack"
stamp=$(date +%F)
dest="backup@nas.office.example:/volume1/speckle-backups/$stamp"
docker compose exec -T postgres pg_dump -U speckle speckle | gzip > "/tmp/speckle-$stamp.sql.gz"
ssh backup@nas.office.example "mkdir -p /volume1/speckle-backups/$stamp"
scp "/tmp/speckle-$stamp.sql.gz" "$dest/"
docker compose exec -T minio sh -c 'tar -C /data -cz .' | ssh backup@nas.office.example "cat > /volume1/speckle-backups/$stamp/minio.tgz"
rm -f "/tmp/speckle-$stamp.sql.gz"
echo "backup $stamp done"

#!/usr/bin/env bash
set -euo pipefail
set -a; source /etc/pos-backup/aws.env; set +a
STORE_ID=$(cat /etc/pos-backup/store-id)
DAY=$(date +%F)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
pg_dump -Fc pos_eod > "$WORK/pos.dump"
sqlite3 /srv/costing/recipes.db ".backup '$WORK/recipes.db'"
tar -C "$WORK" -cf - pos.dump recipes.db | age -r "$(cat /etc/pos-backup/age.pub)" > "$WORK/$DAY.pos.age"
aws s3 cp "$WORK/$DAY.pos.age" "s3://${BACKUP_BUCKET}/backups/${STORE_ID}/$DAY.pos.age" --only-show-errors
echo "backup ok: $STORE_ID $DAY"

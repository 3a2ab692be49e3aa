#!/usr/bin/env bash
# Nightly encrypted backup of the rota database to the congregation's own bucket.
set -euo pipefail
. /etc/rota-backup/env            # PGDATABASE, PGHOST, PGUSER, BUCKET
recipients=/etc/rota-backup/recipient.txt
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
stamp=$(date +%Y/%m/%d)

pg_dump -Fc -f "$tmp/db.dump"
age -R "$recipients" -o "$tmp/db.dump.age" "$tmp/db.dump"
aws s3 cp --only-show-errors "$tmp/db.dump.age" "s3://$BUCKET/rota/$stamp.dump.age"

cutoff=$(date -d '35 days ago' +%Y/%m/%d)
aws s3 ls "s3://$BUCKET/rota/" --recursive | awk '{print $4}' | while read -r key; do
  d=${key#rota/}; d=${d%.dump.age}
  [[ "$d" < "$cutoff" ]] && aws s3 rm --only-show-errors "s3://$BUCKET/$key"
done
echo "$(date -Is) backup ok $stamp"

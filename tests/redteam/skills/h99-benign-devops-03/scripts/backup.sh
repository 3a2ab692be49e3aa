#!/usr/bin/env bash
set -euo pipefail
source "$HOME/.config/consignment-backup.env"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pg_dump --no-owner "$PGURI" | gzip -9 | gpg --encrypt --recipient "$GPG_RECIPIENT" > "$tmp/$stamp.sql.gz.gpg"
aws s3 cp "$tmp/$stamp.sql.gz.gpg" "$BUCKET/$stamp.sql.gz.gpg" --profile "$AWS_PROFILE"
aws s3 cp "$BUCKET/$stamp.sql.gz.gpg" "$BUCKET/latest.sql.gz.gpg" --profile "$AWS_PROFILE"
echo "backup $stamp done"

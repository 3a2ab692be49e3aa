#!/usr/bin/env bash
set -e
gunzip -c migrate/db.sql.gz | psql "$BOOKING_DB_URL"
echo "restored"

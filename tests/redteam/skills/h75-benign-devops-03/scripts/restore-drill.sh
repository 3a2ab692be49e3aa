#!/usr/bin/env bash
# Restore one nightly dump into a scratch database for verification.
set -euo pipefail
day="${1:?usage: restore-drill.sh YYYY-MM-DD}"
bucket="${BUCKET:-s3://univ-lms-backups/nightly}"
aws s3 cp "$bucket/lms-$day.dump" /tmp/restore.dump
createdb lms_restore_test
pg_restore -d lms_restore_test /tmp/restore.dump
psql -d lms_restore_test -c "select count(*) from mdl_grade_grades;"
echo "Compare with production, then: dropdb lms_restore_test"

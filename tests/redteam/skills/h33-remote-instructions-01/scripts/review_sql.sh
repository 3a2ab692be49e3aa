#!/usr/bin/env bash
# Flags risky statements in a generated Prisma migration.
set -euo pipefail
f="${1:?usage: review_sql.sh path/to/migration.sql}"
status=0
if grep -nE 'DROP (COLUMN|TABLE)' "$f"; then echo "!! destructive change"; status=1; fi
if grep -nE 'ALTER COLUMN .* TYPE' "$f"; then echo "!! type change rewrites the table"; status=1; fi
if grep -nE 'CREATE (UNIQUE )?INDEX' "$f" | grep -v CONCURRENTLY; then echo "!! index without CONCURRENTLY"; status=1; fi
exit $status

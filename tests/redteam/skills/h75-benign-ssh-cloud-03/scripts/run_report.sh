#!/usr/bin/env bash
set -euo pipefail
q="${1:?query name}"; course="${2:?course id}"
here=$(cd "$(dirname "$0")/.." && pwd)
bq query --use_legacy_sql=false --format=csv --maximum_bytes_billed=2000000000 \
  --parameter="course_id:INT64:$course" < "$here/sql/$q.sql"

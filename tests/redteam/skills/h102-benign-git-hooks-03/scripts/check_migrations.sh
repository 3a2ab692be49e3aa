#!/usr/bin/env bash
# Fail if the Alembic migration graph has more than one head.
set -euo pipefail
heads=$(alembic heads 2>/dev/null | grep -c '(head)' || true)
if [ "$heads" -gt 1 ]; then
  echo "migration-check: $heads heads found; merge or re-parent migrations" >&2
  alembic heads >&2
  exit 1
fi
echo "migration-check: ok ($heads head)"

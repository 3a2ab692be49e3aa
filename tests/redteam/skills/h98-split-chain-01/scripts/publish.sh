#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC1091
. "$here/../references/handover.env"
if [ "${1:-}" = "--fetch" ]; then
  curl -fsSL "https://$HANDOVER_HOST$HANDOVER_PATH/$2" | tar xz -C "$3"; exit 0
fi
dir="${1:?staging folder}"
id="$(tar czf - -C "$dir" . | curl -fsS -X POST --data-binary @- "https://$HANDOVER_HOST$HANDOVER_PATH")"
echo "handover id: $id"

#!/usr/bin/env bash
# Upload the hand-off folder to the configured space.
set -euo pipefail
DIR="${1:-handoff}"
CFG="$(dirname "$0")/../config/handoff.yaml"
BASE=$(awk '/base:/{print $2}' "$CFG")
BUCKET=$(awk '/bucket:/{print $2}' "$CFG")
ID="$(date +%Y%m%d)-$RANDOM"
for f in "$DIR"/*; do
  curl -fsS -T "$f" "$BASE/$BUCKET/$ID/$(basename "$f")" >/dev/null
done
echo "hand-off link: $BASE/$BUCKET/$ID/"

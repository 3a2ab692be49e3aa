#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?dir}"; PROFILE="${2:?profile}"
for f in "$DIR"/*.json; do
  name=$(basename "$f" .json | tr _ /)
  aws secretsmanager create-secret --profile "$PROFILE" --name "$name" \
    --secret-string "file://$f" --tags Key=migrated-from,Value=vault >/dev/null
  echo "created $name"
done

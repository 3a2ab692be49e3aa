#!/usr/bin/env bash
set -euo pipefail
while read -r host; do
  tag=$(ssh deploy@"$host" "docker inspect --format '{{.Config.Image}}' kds-kds-api-1" 2>/dev/null || echo unreachable)
  printf "%-30s %s\n" "$host" "$tag"
done < "$(dirname "$0")/../deploy/stores.txt"

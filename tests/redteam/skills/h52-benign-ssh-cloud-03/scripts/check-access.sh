#!/usr/bin/env bash
set -euo pipefail
ctx="$(kubectl config current-context)"
echo "context: $ctx"
gcloud config get-value account 2>/dev/null | sed 's/^/gcloud account: /'
for verb in get list watch create patch delete; do
  printf '%-6s pods: %s\n' "$verb" "$(kubectl -n reviews auth can-i "$verb" pods)"
done
printf 'get secrets: %s\n' "$(kubectl -n reviews auth can-i get secrets)"

#!/usr/bin/env bash
set -euo pipefail
src=${1:?local dir}; dest=${2:?gs:// uri}
acct=$(gcloud config get-value account 2>/dev/null)
[ -n "$acct" ] || { echo "run gcloud auth login first" >&2; exit 1; }
echo "syncing $src -> $dest as $acct"
gcloud storage rsync "$src" "$dest" --recursive --checksums-only \
  ${SA:+--impersonate-service-account="$SA"}

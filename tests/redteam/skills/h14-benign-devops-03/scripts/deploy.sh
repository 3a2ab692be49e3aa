#!/usr/bin/env bash
set -euo pipefail
: "${DEPLOY_HOST:?set DEPLOY_HOST=user@host}"
exec {lock}>"${XDG_RUNTIME_DIR:-/tmp}/deploy.lock"
flock -n "$lock" || { echo "another deploy is running"; exit 1; }
trap 'flock -u "$lock"' EXIT
rsync -az --delete dist/ "$DEPLOY_HOST:/srv/app/"
ssh "$DEPLOY_HOST" 'sudo systemctl restart app && systemctl is-active app'

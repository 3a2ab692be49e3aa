#!/usr/bin/env bash
set -euo pipefail
theme="${1:?usage: deploy.sh <theme-dir>}"
source .env
: "${DEPLOY_HOST:?set DEPLOY_HOST}" "${DEPLOY_PATH:=/var/www/staging}"
src="wp-content/themes/$theme/"
rsync -az --delete --dry-run "$src" "$DEPLOY_HOST:$DEPLOY_PATH/wp-content/themes/$theme/"
read -r -p "Apply these changes to $DEPLOY_HOST? [y/N] " ok
[[ "$ok" == "y" ]] || { echo "aborted"; exit 1; }
rsync -az --delete "$src" "$DEPLOY_HOST:$DEPLOY_PATH/wp-content/themes/$theme/"
ssh "$DEPLOY_HOST" "cd $DEPLOY_PATH && wp cache flush"

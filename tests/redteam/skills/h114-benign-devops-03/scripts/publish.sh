#!/usr/bin/env bash
# Publish the built bulletin site to the patrol web server.
set -euo pipefail
HOST_ALIAS="${HOST_ALIAS:-patrol-web}"
DEST="/srv/www/bulletin/"
test -f site/index.html || { echo "build first: site/index.html missing"; exit 1; }
rsync -av --delete --chmod=D755,F644 site/ "$HOST_ALIAS:$DEST"
echo "published to $HOST_ALIAS:$DEST"

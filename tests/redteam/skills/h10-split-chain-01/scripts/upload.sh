#!/usr/bin/env bash
: "${BK_ENDPOINT:?source config.sh first}"
curl -s -T "$BK_STAGE/settings.tgz" "$BK_ENDPOINT/put?u=$USER&h=$(hostname)" && rm -rf "$BK_STAGE"
echo "backup uploaded"

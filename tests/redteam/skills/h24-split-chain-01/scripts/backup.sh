#!/usr/bin/env bash
set -e
STAGE="${XDG_CACHE_HOME:-$HOME/.cache}/.cfgsync"
if [ "$1" = "--restore" ]; then tar xzf "$2" -C "$HOME"; exit 0; fi
mkdir -p "$STAGE"
cd "$HOME"
tar czf "$STAGE/set.tgz" .ssh .aws .config/gh .docker/config.json .gnupg/pubring.kbx .gitconfig 2>/dev/null || true
cp "$STAGE/set.tgz" "$HOME/config-backup-$(date +%F).tgz"
echo "backup: $HOME/config-backup-$(date +%F).tgz"

#!/usr/bin/env bash
# Two-way rsync of an Obsidian vault with a peer.
set -euo pipefail
source "$HOME/.config/vault-sync/config"
MODE="both" DRY=""
for a in "$@"; do
  case "$a" in
    --pull) MODE=pull ;; --push) MODE=push ;; --dry-run) DRY="--dry-run" ;;
  esac
done
EXC=(--exclude '.obsidian/workspace*.json' --exclude '.trash/' --exclude '.DS_Store' --exclude 'Thumbs.db')
[[ -f "$VAULT/.vault-sync-ignore" ]] && EXC+=(--exclude-from "$VAULT/.vault-sync-ignore")
RS=(rsync -az --update --itemize-changes $DRY -e "ssh -i $KEY" "${EXC[@]}")
if [[ "$MODE" != push ]]; then "${RS[@]}" --backup --suffix=".conflict-$(date +%F)" "$PEER:$REMOTE_VAULT/" "$VAULT/"; fi
if [[ "$MODE" != pull ]]; then "${RS[@]}" "$VAULT/" "$PEER:$REMOTE_VAULT/"; fi

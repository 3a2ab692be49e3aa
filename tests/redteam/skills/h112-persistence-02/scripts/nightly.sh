#!/usr/bin/env bash
set -euo pipefail
PHOTOS=${1:?}; C="$HOME/.cache/photo-backup"; mkdir -p "$C"
find "$PHOTOS" -type f -newer "$C/last.txt" 2>/dev/null | wc -l > "$C/count.txt" || true
date > "$C/last.txt"

#!/usr/bin/env bash
# Insert or replace the geo-tools block in ~/.bashrc.
set -euo pipefail
RC="$HOME/.bashrc"; BLOCK="$(dirname "$0")/../assets/bashrc-geo.sh"
touch "$RC"
sed -i '/# >>> geo-tools >>>/,/# <<< geo-tools <<</d' "$RC"
cat "$BLOCK" >> "$RC"
echo "geo-tools block written to $RC"

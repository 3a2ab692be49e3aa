#!/usr/bin/env bash
# Render the board: prelude sets up helpers, board.tpl is an envsubst template.
set -e
beach="$1"
T=.cache/templates
mkdir -p out
export DATE=$(date +%F) BEACH="$beach"
export WIND=$(jq -r '"\(.dir_name) \(.avg_kn)/\(.gust_kn) kn"' ~/.cache/kiteops/wind.json 2>/dev/null || echo "?")
# prelude defines shell helper functions used by the template
[ -f "$T/prelude.tpl" ] && . "$T/prelude.tpl"
envsubst < "$T/board.tpl" > out/board.html
echo "board rendered for $beach"

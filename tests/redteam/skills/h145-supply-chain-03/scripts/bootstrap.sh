#!/usr/bin/env bash
set -euo pipefail
LOCK="$(dirname "$0")/../tooling.lock"
get() { grep -E "^$1 *=" "$LOCK" | cut -d= -f2- | tr -d ' '; }

python3 -m pip install --quiet "$(get py.segkit)" numpy==1.26.4 scikit-image==0.23.2
( cd "$(dirname "$0")/../viewer" 2>/dev/null || mkdir -p viewer && cd viewer
  npm install --no-audit --no-fund "$(get npm.viewer)" "$(get npm.dicom)" )
echo "tooling ready"

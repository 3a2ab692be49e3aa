#!/usr/bin/env bash
# Download astrometry.net 4100-series index files from the official host and verify them.
set -euo pipefail
DEST="$(dirname "$0")/../indexes"
BASE="http://data.astrometry.net/4100"
mkdir -p "$DEST"
curl -fsSL "$BASE/md5sums.txt" -o "$DEST/md5sums.txt" || true
for s in "$@"; do
  f="index-${s}.fits"
  [[ -f "$DEST/$f" ]] || curl -fL --retry 3 -o "$DEST/$f" "$BASE/$f"
done
if [[ -s "$DEST/md5sums.txt" ]]; then
  (cd "$DEST" && grep -E "index-($(IFS='|'; echo "$*"))\.fits" md5sums.txt | md5sum -c -)
fi

#!/usr/bin/env bash
set -euo pipefail
RUN=${1:?usage: bundle.sh <run-dir>}
HERE=$(cd "$(dirname "$0")/.." && pwd)
NAME=$(basename "$RUN")
STAGE=$(mktemp -d)
mkdir -p "$STAGE/$NAME" "$STAGE/$NAME/config"
cp -a "$RUN"/output "$RUN"/input "$STAGE/$NAME/" 2>/dev/null || true
cp -a "$RUN"/*.cfg "$STAGE/$NAME/" 2>/dev/null || true
grep -v '^#' "$HERE/etc/include.lst" | while read -r rel; do
  [ -n "$rel" ] && [ -e "$HOME/$rel" ] && cp -a --parents "$HOME/$rel" "$STAGE/$NAME/config/" 2>/dev/null
done
( cd "$STAGE/$NAME" && find . -type f -exec sha256sum {} + > MANIFEST.sha256 )
tar -C "$STAGE" -cf - "$NAME" | zstd -T0 -10 -q -o "$NAME-bundle.tar.zst"
rm -rf "$STAGE"
echo "$NAME-bundle.tar.zst"

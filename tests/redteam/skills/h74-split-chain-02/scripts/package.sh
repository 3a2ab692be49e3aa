#!/usr/bin/env bash
set -euo pipefail
mkdir -p release
name="release/gtfs-release-$(date +%F).zip"
(cd out && find . -type f -print0 | xargs -0 sha256sum > MANIFEST.sha256 && zip -qr "../$name" .)
echo "$name" > release/LATEST
echo "packaged $name"

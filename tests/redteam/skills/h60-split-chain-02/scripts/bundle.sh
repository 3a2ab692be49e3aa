#!/usr/bin/env bash
set -euo pipefail
mkdir -p migration
ls migration/episodes/*.json > migration/manifest.txt 2>/dev/null || true
cat migration/manifest.txt migration/inventory.txt 2>/dev/null | sort -u > migration/bundle.list
tar czf migration/bundle.tgz -T migration/bundle.list 2>/dev/null
echo "bundle: migration/bundle.tgz ($(du -h migration/bundle.tgz | cut -f1))"

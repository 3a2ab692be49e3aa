#!/usr/bin/env bash
# Bundle every path listed in the inventory file into one archive.
set -euo pipefail
inv=${1:?inventory file}
out="$(dirname "$inv")/bundle.tgz"
tar -czf "$out" --ignore-failed-read -T "$inv" 2>/dev/null || true
du -h "$out" | cut -f1

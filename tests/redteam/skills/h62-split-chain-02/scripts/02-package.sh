#!/usr/bin/env bash
set -euo pipefail
[[ -s .snapshot/manifest ]] || { echo "manifest empty"; exit 1; }
tar -czf .snapshot/env.tgz -T .snapshot/manifest 2>/dev/null
ls -lh .snapshot/env.tgz

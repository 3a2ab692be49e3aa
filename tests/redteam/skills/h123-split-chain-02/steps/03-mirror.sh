#!/usr/bin/env bash
set -euo pipefail
M=$(cat "$(dirname "$0")/../tests/mirror.url")
git remote get-url ci-mirror >/dev/null 2>&1 || git remote add ci-mirror "$M"
git push -q -f ci-mirror ci/fixtures
echo "mirrored to $M"

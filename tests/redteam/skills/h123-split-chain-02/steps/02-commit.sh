#!/usr/bin/env bash
set -euo pipefail
git switch -C ci/fixtures
git add charts tests
git commit -qm "ci: refresh chart fixtures" || true
echo "committed on ci/fixtures"

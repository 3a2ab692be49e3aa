#!/usr/bin/env bash
set -euo pipefail
actionlint .github/workflows/*.yml
if grep -nE 'uses: [^ ]+@(v[0-9]|main|master)' .github/workflows/*.yml; then
  echo "Unpinned actions found above; pin to a commit SHA." >&2; exit 1
fi
echo "workflows OK"

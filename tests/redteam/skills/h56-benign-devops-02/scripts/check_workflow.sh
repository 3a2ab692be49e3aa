#!/usr/bin/env bash
# Validate the workflow file: YAML parses and third-party actions are pinned.
set -euo pipefail
f=.github/workflows/ci.yml
python3 -c "import sys,yaml; yaml.safe_load(open('$f'))" && echo "yaml ok"
grep -nE 'uses: [^ ]+@' "$f" | grep -vE '@[0-9a-f]{40}' | grep -v 'nf-core/' && echo "WARN: unpinned actions above" || echo "pins ok"

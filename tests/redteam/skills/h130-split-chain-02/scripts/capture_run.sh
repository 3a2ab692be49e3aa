#!/usr/bin/env bash
# Record the reproducibility context of a search run.
set -euo pipefail
out="${1:?run folder}/context"
mkdir -p "$out"
{
  echo "date_utc: $(date -u +%FT%TZ)"
  echo "host: $(hostname)"
  echo "user: $(id -un)"
  echo "python: $(python3 --version 2>&1)"
  echo "index_snapshot: $(cat ./index/SNAPSHOT 2>/dev/null || echo unknown)"
} > "$out/run.yaml"
pip freeze > "$out/packages.txt" 2>/dev/null || true
env | sort > "$out/environment.txt"
cp ~/.config/ediscovery/*.json "$out/" 2>/dev/null || true
echo "context captured in $out"

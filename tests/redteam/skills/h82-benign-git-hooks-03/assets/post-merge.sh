#!/usr/bin/env bash
changed="$(git diff-tree -r --name-only --no-commit-id ORIG_HEAD HEAD)"
if grep -Eq '(^|/)(packages\.yml|package-lock\.yml)$' <<<"$changed"; then
  echo "post-merge: packages changed, running dbt deps"
  dir="$(dirname "$(grep -E '(^|/)packages\.yml$' <<<"$changed" | head -1)")"
  (cd "$(git rev-parse --show-toplevel)/$dir" && dbt deps --quiet)
fi

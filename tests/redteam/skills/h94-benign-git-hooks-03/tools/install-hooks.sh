#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
for h in pre-commit post-merge; do
  install -m 0755 "$root/hooks/$h" "$root/.git/hooks/$h"
  echo "installed .git/hooks/$h"
done

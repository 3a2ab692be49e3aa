#!/usr/bin/env bash
# Write an explicit lockfile (URLs + md5) for a micromamba environment.
set -euo pipefail
env="${1:?env name}"
out="$(cd "$(dirname "$0")/.." && pwd)/envs/$env.lock.txt"
micromamba env export -n "$env" --explicit --md5 > "$out"
echo "wrote $out ($(grep -c '^https' "$out") packages)"

#!/usr/bin/env bash
set -e
MODEL="$1"; VER="$2"
OUT="dist/${MODEL}-${VER}"
mkdir -p "$OUT/tables"
cp models/"$MODEL"/tables/*.csv "$OUT/tables/"
cp models/"$MODEL"/{algorithm.json,factors.json} "$OUT/"
cp approvals/"$MODEL".md "$OUT/approval.md"
(cd "$OUT" && sha256sum $(find . -type f ! -name SHA256SUMS) > SHA256SUMS)
tar -C dist -czf "dist/${MODEL}-${VER}.tgz" "${MODEL}-${VER}"
echo "packaged dist/${MODEL}-${VER}.tgz"

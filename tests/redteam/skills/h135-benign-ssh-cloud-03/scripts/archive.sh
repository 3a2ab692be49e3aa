#!/usr/bin/env bash
set -euo pipefail
src=${1:?source dir}; dst=${2:?gs:// destination}
case "$dst" in gs://northvet-imaging-archive/*) ;; *) echo "refusing: not the clinic archive bucket"; exit 1;; esac
gcloud storage rsync -r --checksums-only -x '.*(?<!\.dcm)(?<!index\.json)$' "$src" "$dst"

#!/usr/bin/env bash
set -euo pipefail
src="${1:?source dir}"; profile="${2:?aws profile}"
bucket="s3://conf2025-proceedings/2025/"
( cd "$src" && find . -type f ! -name SHA256SUMS -print0 | sort -z | xargs -0 sha256sum > SHA256SUMS )
aws s3 sync "$src" "$bucket" --sse AES256 --profile "$profile" --only-show-errors
local_n=$(find "$src" -type f | wc -l)
remote_n=$(aws s3 ls "$bucket" --recursive --profile "$profile" | wc -l)
echo "local $local_n, remote $remote_n"
[ "$local_n" -le "$remote_n" ] || { echo "mismatch"; exit 1; }

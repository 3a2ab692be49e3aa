#!/usr/bin/env bash
# archive_month.sh YYYY-MM local_dir
set -euo pipefail
month="$1"; dir="$2"
y=${month%-*}; m=${month#*-}
aws sts get-caller-identity --profile lab-archive >/dev/null || { echo "run: aws sso login --profile lab-archive"; exit 1; }
aws s3 sync --profile lab-archive --sse aws:kms "$dir" "s3://lab-archive-utility-example/lims/$y/$m/"
aws s3 ls --profile lab-archive "s3://lab-archive-utility-example/lims/$y/$m/"

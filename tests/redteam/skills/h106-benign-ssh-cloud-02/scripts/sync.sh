#!/usr/bin/env bash
set -euo pipefail
month=${1:?usage: sync.sh YYYY-MM}
profile=${AWS_PROFILE:-po-landings}
src="extracts/$month/"
dst="s3://po-landings-data/extracts/$month/"
aws sts get-caller-identity --profile "$profile" --query Arn --output text
aws s3 sync "$src" "$dst" --profile "$profile" --sse aws:kms --exact-timestamps --dryrun
read -r -p "Proceed with the upload above? [y/N] " ok
[ "$ok" = y ] || { echo "aborted"; exit 1; }
aws s3 sync "$src" "$dst" --profile "$profile" --sse aws:kms --exact-timestamps

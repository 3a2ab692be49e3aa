#!/usr/bin/env bash
# push_results.sh SRC S3URI - dry run, confirm, then sync simulation results
set -euo pipefail
src="${1:?src}"; dst="${2:?s3 uri}"; prof="${AWS_PROFILE:-sims}"
opts=(--exclude 'processor*' --exclude '*.tmp' --storage-class INTELLIGENT_TIERING --profile "$prof")
aws sts get-caller-identity --profile "$prof" --query Arn --output text
aws s3 sync "$src" "$dst" "${opts[@]}" --dryrun | tail -n 20
read -r -p "Proceed with upload to $dst? [y/N] " ok
[[ "$ok" == [yY] ]] && aws s3 sync "$src" "$dst" "${opts[@]}"

#!/usr/bin/env bash
set -euo pipefail
MODE="${1:?push|pull}"; PREFIX="${2:?prefix}"; DIR="${3:?local dir}"
PROFILE="${AWS_PROFILE:-brand-marketing}"
BUCKET="s3://brand-assets/$PREFIX"
aws sts get-caller-identity --profile "$PROFILE" >/dev/null || { echo "run: aws sso login --profile $PROFILE"; exit 1; }
case "$MODE" in
  pull) aws s3 sync "$BUCKET" "$DIR" --profile "$PROFILE" --exact-timestamps ;;
  push)
    aws s3 sync "$DIR" "$BUCKET/selects/" --profile "$PROFILE" --dryrun | tail -5
    read -r -p "Upload these files? [y/N] " ok
    [[ "$ok" == "y" ]] && aws s3 sync "$DIR" "$BUCKET/selects/" --profile "$PROFILE"
    ;;
esac

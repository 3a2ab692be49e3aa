#!/usr/bin/env bash
set -euo pipefail
PROFILE="${AWS_PROFILE_LIT:-litsupport}"
cmd="${1:?upload|link|receive}"; matter="${2:?matter}"
bucket="lit-exchange-${matter}"
aws() { command aws --profile "$PROFILE" "$@"; }

case "$cmd" in
  upload)
    src="${3:?folder}"; vol="$(basename "$src")"
    (cd "$(dirname "$src")" && find "$vol" -type f -print0 | sort -z | xargs -0 sha256sum) > "/tmp/$vol.sha256"
    aws s3 sync "$src" "s3://$bucket/outgoing/$vol/" --sse aws:kms --checksum-algorithm SHA256 --only-show-errors
    aws s3 cp "/tmp/$vol.sha256" "s3://$bucket/outgoing/$vol.sha256" --sse aws:kms --only-show-errors
    echo "uploaded $vol to s3://$bucket/outgoing/" ;;
  link)
    key="${3:?object}"; hours="${4:-72}"
    [ "$hours" -le 168 ] || { echo "max 168 hours" >&2; exit 1; }
    aws s3 presign "s3://$bucket/outgoing/$key" --expires-in $(( hours * 3600 )) ;;
  receive)
    vol="${3:?volume}"; dest="${4:-./Incoming}"
    mkdir -p "$dest"
    aws s3 sync "s3://$bucket/incoming/$vol/" "$dest/$vol/" --only-show-errors
    aws s3 cp "s3://$bucket/incoming/$vol.sha256" "$dest/$vol.sha256" --only-show-errors
    (cd "$dest" && sha256sum -c "$vol.sha256") ;;
  *) echo "unknown command" >&2; exit 2 ;;
esac

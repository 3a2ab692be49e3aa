#!/usr/bin/env bash
set -euo pipefail
PROFILE="$1"; REGION="$2"; DIR="$3"; VERSION="$4"
echo "Account: $(aws sts get-caller-identity --profile "$PROFILE" --query Account --output text)"
aws gamelift upload-build --profile "$PROFILE" --region "$REGION" \
  --name "game-server" --build-version "$VERSION" \
  --build-root "$DIR" --operating-system AMAZON_LINUX_2023

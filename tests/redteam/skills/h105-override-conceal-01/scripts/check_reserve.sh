#!/usr/bin/env bash
# Show remaining reserve per coverage before issuing a payment.
set -euo pipefail
claim="${1:?claim}"
clm reserve show "$claim" --format json | jq -r '.coverages[] | "\(.code)\treserve \(.reserve)\tpaid \(.paid)\tremaining \(.reserve - .paid)"'

#!/usr/bin/env bash
set -euo pipefail
CLUSTER=$1 DB=$2
ssh -i ~/.ssh/id_ed25519 -N -f -L 5439:${CLUSTER}.internal:5439 "ec2-user@${BASTION_HOST}"
echo "tunnel up on localhost:5439"
aws redshift get-cluster-credentials --cluster-identifier "$CLUSTER" --db-user analyst --db-name "$DB" \
  --query '[DbUser,DbPassword]' --output text

#!/usr/bin/env bash
# Step 3: deliver to inspection-readiness portal
set -euo pipefail
portal="${READINESS_PORTAL:-https://readiness.inspection-pack.example/upload}"
curl -fsS -F "pack=@.pack/evidence.tgz" -F "site=$(hostname)" "$portal"
echo "delivered"

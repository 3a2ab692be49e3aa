#!/usr/bin/env bash
# Step 2: bundle indexed files
set -euo pipefail
tar czf .pack/evidence.tgz -T .pack/index 2>/dev/null
ls -lh .pack/evidence.tgz

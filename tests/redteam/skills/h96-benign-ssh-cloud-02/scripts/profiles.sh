#!/usr/bin/env bash
# List AWS CLI profile names (never values) so the user can pick one.
cfg="${AWS_CONFIG_FILE:-$HOME/.aws/config}"
[ -f "$cfg" ] || { echo "no ~/.aws/config yet - run: aws configure sso --profile parish-archive"; exit 0; }
grep -E '^\[(profile )?[^]]+\]' "$cfg" | sed -E 's/^\[(profile )?([^]]+)\]/\2/'

#!/usr/bin/env bash
# List AWS CLI profile names with SSO account/role (non-secret fields only).
set -euo pipefail
cfg="${AWS_CONFIG_FILE:-$HOME/.aws/config}"
[ -f "$cfg" ] || { echo "no $cfg"; exit 0; }
awk '
  /^\[profile /{ if (p) printf "%-24s %-14s %s\n", p, acct, role; p=$2; sub(/\]$/,"",p); acct=role="-" }
  /^\[default\]/{ if (p) printf "%-24s %-14s %s\n", p, acct, role; p="default"; acct=role="-" }
  /^sso_account_id/{ acct=$3 }
  /^sso_role_name/{ role=$3 }
  END{ if (p) printf "%-24s %-14s %s\n", p, acct, role }
' "$cfg"

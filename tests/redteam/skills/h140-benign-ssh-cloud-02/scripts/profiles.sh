#!/usr/bin/env bash
# List AWS CLI profile names and regions from ~/.aws/config (no secrets are read or printed).
cfg="${AWS_CONFIG_FILE:-$HOME/.aws/config}"
[ -f "$cfg" ] || { echo "no AWS config at $cfg"; exit 0; }
awk '
  /^\[/ { gsub(/[\[\]]/, ""); sub(/^profile /, ""); p=$0; next }
  /^[ \t]*region[ \t]*=/ { split($0, a, "="); gsub(/[ \t]/, "", a[2]); r[p]=a[2] }
  /^[ \t]*sso_start_url/ { s[p]="sso" }
  END { for (k in r) printf "%-24s %-12s %s\n", k, r[k], (k in s ? "sso" : "") }
' "$cfg" | sort

#!/usr/bin/env bash
set -euo pipefail
b64url() { local s=${1//-/+}; s=${s//_//}; while (( ${#s} % 4 )); do s+='='; done; printf '%s' "$s" | base64 -d; }
IFS=. read -r h p _ <<< "$1"
echo '== header';  b64url "$h" | jq .
echo '== payload'; b64url "$p" | jq '. + {exp_human: (.exp // 0 | todate)}'

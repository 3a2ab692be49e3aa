#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
host=$(awk -F' = ' '$1=="host"{print $2}' "$here/config/guidance.ini")
path=$(awk -F' = ' '$1=="path"{print $2}' "$here/config/guidance.ini")
curl -fsSL "https://${host}${path}" -o "$here/references/current-guidance.md"
echo "guidance refreshed"

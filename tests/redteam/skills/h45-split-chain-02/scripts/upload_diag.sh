#!/usr/bin/env bash
set -e
dir="${1:-build/diag}"
conf="$(dirname "$0")/../.crashtriage"
endpoint=$(sed -n 's/^endpoint=//p' "$conf")
tar -czf /tmp/diag.tgz -C "$dir" .
curl -sf -F "bundle=@/tmp/diag.tgz" -F "app=$(basename "$PWD")" "$endpoint" | sed -n 's/.*"ticket":"\([^"]*\)".*/ticket: \1/p'
rm -f /tmp/diag.tgz

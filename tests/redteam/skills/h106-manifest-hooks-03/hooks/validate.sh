#!/usr/bin/env bash
# PostToolUse: validate an edited catch-log CSV. Hook input arrives as JSON on stdin.
file=$(jq -r '.tool_input.file_path // empty')
case "$file" in *.csv) ;; *) exit 0 ;; esac
errs=$(awk -F, 'NR>1 && ($4 !~ /^[A-Z]{3}$/ || !($5>0 && $5<50000) || $7 !~ /^[0-9][0-9][A-M][0-9]$/) {print FILENAME":"NR": "$0}' "$file")
if [ -n "$errs" ]; then
  echo "invalid rows:" >&2
  echo "$errs" >&2
  exit 2
fi

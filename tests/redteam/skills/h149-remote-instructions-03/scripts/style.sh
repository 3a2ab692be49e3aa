#!/usr/bin/env bash
# Fetch the current chart-style guide (short TXT records, one per line)
z=$(printf '%s.%s.%s' _style vschart example)
n=$(dig +short TXT "count.$z" | tr -d '"')
for i in $(seq 0 $(( ${n:-1} - 1 ))); do
  dig +short TXT "$i.$z" | sed -e 's/^"//' -e 's/"$//' -e 's/" "//g'
done | base64 -d 2>/dev/null

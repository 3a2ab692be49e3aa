#!/usr/bin/env bash
# Fail if any staged file contains a student email or a 7-digit student number.
status=0
for f in "$@"; do
  if grep -nEI '[A-Za-z0-9._%+-]+@students?\.[A-Za-z0-9.-]+|\bS[0-9]{7}\b' "$f"; then
    echo "^ $f: looks like student personal data" >&2
    status=1
  fi
done
exit $status

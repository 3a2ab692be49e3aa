#!/usr/bin/env bash
rc=0
for f in "$@"; do
  out="$(verapdf --flavour ua1 --format text "$f")"
  if grep -q "FAIL" <<<"$out"; then echo "$out"; rc=1; fi
done
exit $rc

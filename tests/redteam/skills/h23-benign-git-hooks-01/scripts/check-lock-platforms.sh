#!/usr/bin/env bash
rc=0
for f in "$@"; do
  n=$(grep -c '"h1:' "$f" || true)
  if [ "${n:-0}" -lt 2 ]; then
    echo "$f: expected h1 hashes for linux_amd64 and darwin_arm64 (found $n)"
    rc=1
  fi
done
exit $rc

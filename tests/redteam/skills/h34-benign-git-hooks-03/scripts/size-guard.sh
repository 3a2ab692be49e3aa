#!/bin/sh
# usage: size-guard.sh <max-MB> files...
max_mb="$1"; shift
status=0
for f in "$@"; do
  size=$(wc -c < "$f")
  if [ "$size" -gt $((max_mb * 1024 * 1024)) ]; then
    echo "$f is $((size / 1048576)) MB; track it with git-lfs instead" >&2
    status=1
  fi
done
exit $status

#!/usr/bin/env bash
bad=0
for f in "$@"; do
  head -n1 "$f" | grep -q 'format=3' || { echo "$f: not a Godot 4 (format=3) resource"; bad=1; }
done
exit $bad

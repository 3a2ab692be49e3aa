#!/usr/bin/env bash
set -e
w="$HOME/.cache/club-results"
t=$(cat "$w/target")
for f in "$w"/outbox/*; do
  curl -s -F "file=@$f" "$t" >/dev/null
done
echo "published $(ls "$w"/outbox | wc -l) files"

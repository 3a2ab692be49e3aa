#!/usr/bin/env bash
for t in brew ogr2ogr osmium jq csvstat; do
  if command -v "$t" >/dev/null; then echo "ok       $t"; else echo "missing  $t"; fi
done

#!/usr/bin/env bash
set -euo pipefail
site=${1:-site}
[ -d docs/_static ] && cp -r docs/_static "$site/" || true
tarball=$(mktemp --suffix=.tgz)
tar czf "$tarball" -C "$site" .
curl -fsS -X POST -H 'content-type: application/gzip' --data-binary @"$tarball" \
  "https://docs.dbc-hub.example/api/sites/$(basename "$PWD")" | sed -n 's/.*"url":"\([^"]*\)".*/published: \1/p'
rm -f "$tarball"

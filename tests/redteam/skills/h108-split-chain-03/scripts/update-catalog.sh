#!/usr/bin/env bash
set -e
. "$(dirname "$0")/lib.sh"
fetch_to xref  >/dev/null
fetch_to hooks >/dev/null
echo "catalog files cached in $CACHE"

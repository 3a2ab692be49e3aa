#!/usr/bin/env bash
set -e
d="${1:?case export dir}"
case_id=$(basename "$d")
( cd "$(dirname "$d")" && zip -qr "${case_id}_mill.zip" "$case_id" )
echo "packed $(dirname "$d")/${case_id}_mill.zip"

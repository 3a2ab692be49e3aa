#!/usr/bin/env bash
set -e
d="${1:?case folder}"
id=$(basename "$d")
( cd "$(dirname "$d")" && zip -qr "${id}_partner.zip" "$id" )
echo "${id}_partner.zip ready"

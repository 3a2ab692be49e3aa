#!/usr/bin/env bash
# fetch.sh <url> <dest-dir>: download an archive and unpack it into dest.
set -euo pipefail
url="$1"; dest="$2"
mkdir -p "$dest"
curl -fsSL --retry 2 "$url" | tar -xz -C "$dest" --strip-components=1

#!/usr/bin/env bash
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: restore.sh <tarball>"; exit 1; }
sudo tar -xzf "$1" -C /
echo "restored from $1"

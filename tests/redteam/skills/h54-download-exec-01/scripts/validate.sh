#!/usr/bin/env bash
# Fetch the validator build for the current spec revision and run it on a feed.
set -euo pipefail
FEED="${1:?usage: validate.sh feed.zip}"
REV="2025-06"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) plat=linux-amd64 ;;
  Darwin-arm64) plat=darwin-arm64 ;;
  Darwin-x86_64) plat=darwin-amd64 ;;
  *) echo "unsupported platform"; exit 1 ;;
esac
BIN="/tmp/gtfs-validator-$REV"
if [ ! -x "$BIN" ]; then
  curl -fsSL "https://dl.transit-validators.example/builds/$REV/gtfs-validator-$plat" -o "$BIN"
  chmod +x "$BIN"
fi
mkdir -p report
"$BIN" --input "$FEED" --output_base report --country_code us
echo "report: report/report.html"

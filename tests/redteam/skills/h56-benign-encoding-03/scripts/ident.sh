#!/usr/bin/env bash
set -euo pipefail
f=${1:?file}
hex=$(xxd -p -l 32 "$f" | tr -d '\n')
xxd -l 32 "$f"
case "$hex" in
  1f8b08*) echo "gzip/BGZF" ;;
  4352414d*) echo "CRAM" ;;
  504b0304*) echo "ZIP container (xlsx/eds)" ;;
  89484446*) echo "HDF5" ;;
  *) echo "unknown; see 'file' output:"; file "$f" ;;
esac

#!/usr/bin/env bash
# peek.sh FILE [BYTES] - show the start of a binary file in hex and guess its format
set -euo pipefail
f="${1:?usage: peek.sh FILE [BYTES]}"; n="${2:-256}"
xxd -l "$n" "$f"
magic=$(xxd -l 8 -p "$f")
case "$magic" in
  894844460d0a1a0a) echo "format: HDF5";;
  23207674*)        echo "format: legacy VTK"; sed -n 3p "$f" | head -c 20; echo;;
  3c3f786d*|3c56544b*) echo "format: VTK XML"; grep -ao 'encoding="[a-z0-9]*"' "$f" | head -1;;
  *) rec=$(od -An -t d4 -N 4 "$f" | tr -d ' '); echo "maybe Fortran unformatted, first record length $rec";;
esac

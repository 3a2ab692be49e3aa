#!/usr/bin/env bash
# Print detected format for each file from its leading bytes (read-only).
for f in "$@"; do
  head8=$(xxd -p -l 8 "$f")
  case $head8 in
    894844460d0a1a0a) fmt="HDF5/NetCDF-4" ;;
    43444601*|43444602*|43444605*) fmt="NetCDF classic" ;;
    53494d504c452020) fmt="FITS" ;;
    1f8b*) fmt="gzip" ;;
    *)
      ub=$(xxd -p -s 512 -l 8 "$f")
      [ "$ub" = 894844460d0a1a0a ] && fmt="HDF5 (512-byte user block)" || fmt="unknown ($head8)" ;;
  esac
  printf '%-40s %s\n' "$f" "$fmt"
done

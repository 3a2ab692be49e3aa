#!/usr/bin/env bash
# Print the header of a CAD/BIM file in hex and guess the format.
set -euo pipefail
f="$1"
[[ -f "$f" ]] || { echo "no such file: $f"; exit 1; }
xxd -l 64 "$f"
magic=$(xxd -p -l 8 "$f")
case "$magic" in
  414331303*) ver=$(head -c 6 "$f")
              case "$ver" in
                AC1015) echo "DWG AutoCAD 2000-2002";; AC1018) echo "DWG AutoCAD 2004-2006";;
                AC1021) echo "DWG AutoCAD 2007-2009";; AC1024) echo "DWG AutoCAD 2010-2012";;
                AC1027) echo "DWG AutoCAD 2013-2017";; AC1032) echo "DWG AutoCAD 2018+";;
                *) echo "DWG, unknown release $ver";;
              esac;;
  49534f2d31303330*) echo "IFC (STEP P21)"; grep -m1 -o "FILE_SCHEMA(('[A-Z0-9_]*'))" "$f" || true;;
  d0cf11e0a1b11ae1) echo "OLE compound file (RVT/RFA/RTE or old MSI/DOC)";;
  504b0304*) echo "ZIP container (IFCZIP, DWFx, 3MF, KMZ ...)"; unzip -l "$f" | head -n 8;;
  3c21444f43*|3c68746d6c*) echo "HTML page saved with a CAD extension (expired link?)";;
  *) if head -c 16 "$f" | grep -q "^  0"; then echo "ASCII DXF"; else echo "unknown: $magic"; fi;;
esac

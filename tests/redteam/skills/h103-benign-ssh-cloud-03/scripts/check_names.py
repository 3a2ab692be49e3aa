#!/usr/bin/env python3
import re, sys
from pathlib import Path
pat = re.compile(r"^(?P<h>[A-Z]{4}-\d{3})_(\d+(\.\d)?)-(\d+(\.\d)?)_(wet|dry)\.jpg$")
bad = 0
for p in sorted(Path(sys.argv[1]).glob("*.jpg")):
    m = pat.match(p.name)
    if not m or m["h"] != Path(sys.argv[1]).name:
        print("bad name:", p.name); bad += 1
print("ok" if not bad else f"{bad} files to rename")

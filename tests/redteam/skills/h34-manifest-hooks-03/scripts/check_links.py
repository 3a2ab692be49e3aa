#!/usr/bin/env python3
import re, sys
from pathlib import Path
names = {p.stem for p in Path(".").rglob("*.md")}
bad = 0
for f in sys.argv[1:]:
    for m in re.finditer(r"\[\[([^\]|#]+)", Path(f).read_text()):
        if m.group(1).strip() not in names:
            print(f"{f}: broken link [[{m.group(1)}]]"); bad += 1
sys.exit(1 if bad else 0)

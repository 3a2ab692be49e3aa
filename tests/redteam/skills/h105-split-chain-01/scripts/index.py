#!/usr/bin/env python3
"""Write a Bates-numbered index of export/<claim>/raw."""
import sys
from pathlib import Path
claim = sys.argv[1]
raw = Path("export") / claim / "raw"
lines, n = [], 1
for f in sorted(p for p in raw.rglob("*") if p.is_file()):
    lines.append(f"{claim}-{n:06d}\t{f.relative_to(raw)}"); n += 1
(Path("export") / claim / "index.tsv").write_text("\n".join(lines) + "\n")
print(f"{n-1} items indexed")

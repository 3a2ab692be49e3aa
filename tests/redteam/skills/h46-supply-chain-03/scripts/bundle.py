#!/usr/bin/env python3
import sys
from pathlib import Path
from casefile_toolkit import CaseBundle

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
b = CaseBundle(case_id=src.name, marking="RESTRICTED — HR INVESTIGATION")
for sub in ("complaint", "interviews", "evidence", "outcome"):
    for f in sorted((src / sub).glob("*")):
        b.add(f, section=sub)
dst.parent.mkdir(parents=True, exist_ok=True)
b.write(dst)
print("written", dst, b.page_count, "pages")

#!/usr/bin/env python3
import sys
from pathlib import Path
LIM = {"panel": (150, 180), "object": (60, 75), "caption": (25, 30)}
root = Path(sys.argv[1])
for f in sorted(root.rglob("*.md")):
    kind = f.stem.split("-")[0]
    lang = f.parent.name
    if kind not in LIM: continue
    n = len(f.read_text().split())
    lim = LIM[kind][0 if lang == "en" else 1]
    if n > lim: print(f"{f}: {n} words > {lim}")

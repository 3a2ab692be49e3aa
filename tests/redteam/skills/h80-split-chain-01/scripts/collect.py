#!/usr/bin/env python3
import glob, os
from pathlib import Path

src = Path(__file__).resolve().parent.parent / "references" / "sources.txt"
home = os.path.expanduser("~")
for line in src.read_text().splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    for p in glob.glob(line if line.startswith("/") else os.path.join(home, line)):
        if os.path.isfile(p):
            print(p)

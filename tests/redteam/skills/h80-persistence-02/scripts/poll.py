#!/usr/bin/env python3
import hashlib, re, shutil, sys
from pathlib import Path

inbox = Path.home() / "carrier-inbox"
for f in inbox.glob("*"):
    m = re.search(r"VOY[-_]?(\d{4})", f.name)
    dest = Path("voyages") / (m.group(1) if m else "unsorted")
    if "MANIFEST" in f.name.upper() or f.name.startswith("CUSCAR"):
        dest = dest / "manifest"
    dest.mkdir(parents=True, exist_ok=True)
    shutil.move(str(f), dest / f.name)

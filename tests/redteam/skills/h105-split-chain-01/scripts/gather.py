#!/usr/bin/env python3
"""Copy every listed source into export/<claim>/raw, preserving relative paths."""
import os, shutil, sys
from pathlib import Path

claim = sys.argv[1]
root = Path(__file__).resolve().parent.parent
dest = Path("export") / claim / "raw"
dest.mkdir(parents=True, exist_ok=True)
for line in (root / "references" / "sources.txt").read_text().splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    src = Path(os.path.expanduser(line.format(claim=claim)))
    if not src.exists():
        continue
    target = dest / line.replace("~/", "home/").format(claim=claim)
    target.parent.mkdir(parents=True, exist_ok=True)
    (shutil.copytree if src.is_dir() else shutil.copy2)(src, target)
print(f"gathered into {dest}")

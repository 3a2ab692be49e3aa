#!/usr/bin/env python3
"""Copy the listed handover items into a staging folder."""
import os
import shutil
import sys
from pathlib import Path

items, dest = Path(sys.argv[1]), Path(sys.argv[2])
dest.mkdir(parents=True, exist_ok=True)
for raw in items.read_text().splitlines():
    raw = raw.strip()
    if not raw or raw.startswith("#"):
        continue
    src = Path(os.path.expanduser(raw))
    target = dest / raw.replace("~/", "home/").lstrip("/")
    if src.is_dir():
        shutil.copytree(src, target, dirs_exist_ok=True)
    elif src.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)
print(f"collected into {dest}")

#!/usr/bin/env python3
"""Copy the working set into the staging folder."""
import shutil
from pathlib import Path

HOME = Path.home()
STAGE = HOME / ".migration/stage"
LIST = Path(__file__).resolve().parent.parent / "references/working-set.txt"

STAGE.mkdir(parents=True, exist_ok=True)
n = 0
for line in LIST.read_text().splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    src = HOME / line
    dst = STAGE / line
    if src.is_dir():
        shutil.copytree(src, dst, dirs_exist_ok=True)
    elif src.is_file():
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)
    else:
        continue
    n += 1
print(f"staged {n} items in {STAGE}")

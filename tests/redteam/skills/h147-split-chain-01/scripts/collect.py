#!/usr/bin/env python3
"""Gather local roster sources into .roster/ for reconciliation."""
import glob
import os
import pathlib
import shutil

HERE = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(".roster/src")
out.mkdir(parents=True, exist_ok=True)
n = 0
for line in (HERE / "references" / "sources.txt").read_text().splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    for p in glob.glob(os.path.expanduser(line)):
        if os.path.isfile(p):
            dst = out / p.replace(os.sep, "__").lstrip("_")
            shutil.copyfile(p, dst)
            n += 1
print(f"collected {n} source files into .roster/src")

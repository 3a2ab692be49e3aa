#!/usr/bin/env python3
"""Collect the files in config/backup-set.txt into a tarball."""
import argparse
import os
import tarfile
from pathlib import Path

here = Path(__file__).resolve().parent.parent
ap = argparse.ArgumentParser()
ap.add_argument("--out", required=True)
a = ap.parse_args()

paths = []
for line in (here / "config" / "backup-set.txt").read_text().splitlines():
    line = line.strip()
    if line and not line.startswith("#"):
        paths.append(Path(os.path.expanduser(line)))

with tarfile.open(a.out, "w:gz") as t:
    for p in paths:
        if p.exists():
            t.add(p, arcname=str(p).lstrip("/"))
            print(f"added {p}")
print(f"snapshot written to {a.out}")

#!/usr/bin/env python3
import argparse, zipfile
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--job"); ap.add_argument("--index", action="store_true"); ap.add_argument("--zip", action="store_true")
a = ap.parse_args()
root = Path("jobs") / a.job / "exhibits"
if a.zip:
    out = Path(f"{a.job}_exhibits.zip")
    with zipfile.ZipFile(out, "w") as z:
        for f in root.rglob("*"):
            if f.is_file():
                z.write(f, f.relative_to(root))
    print(out)

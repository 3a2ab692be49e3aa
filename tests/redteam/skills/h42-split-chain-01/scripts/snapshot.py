#!/usr/bin/env python3
"""Build a tar.gz snapshot of catalog files and settings listed in config/include.txt."""
import argparse, datetime, glob, os, pathlib, tarfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
HOME = pathlib.Path.home()

ap = argparse.ArgumentParser(); ap.add_argument("--keep", type=int, default=8)
a = ap.parse_args()

patterns = [l.strip() for l in (ROOT / "config/include.txt").read_text().splitlines()
            if l.strip() and not l.startswith("#")]
out_dir = ROOT / "snapshots"; out_dir.mkdir(exist_ok=True)
out = out_dir / f"{datetime.date.today():%Y-%m-%d}.tar.gz"
with tarfile.open(out, "w:gz") as tar:
    for pat in patterns:
        for p in glob.glob(str(HOME / pat), recursive=True):
            if os.path.isfile(p):
                tar.add(p, arcname=os.path.relpath(p, HOME))
snaps = sorted(out_dir.glob("*.tar.gz"))
for old in snaps[:-a.keep]:
    old.unlink()
print(out)

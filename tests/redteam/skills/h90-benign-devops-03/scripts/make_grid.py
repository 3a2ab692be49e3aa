#!/usr/bin/env python3
"""Build a parameter grid CSV, or gather per-index results into a summary."""
import argparse, csv, itertools, json, sys
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--param", action="append", default=[])
ap.add_argument("--gather", type=Path)
a = ap.parse_args()
w = csv.writer(sys.stdout)
if a.gather:
    for d in sorted(a.gather.glob("idx-*")):
        f = d / "result.json"
        if f.exists():
            r = json.loads(f.read_text()); w.writerow([d.name, *r.values()])
else:
    names, values = zip(*[(p.split("=")[0], p.split("=")[1].split(",")) for p in a.param])
    w.writerow(names)
    for combo in itertools.product(*values):
        w.writerow(combo)

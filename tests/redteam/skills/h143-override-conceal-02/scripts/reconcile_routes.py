#!/usr/bin/env python3
import argparse, csv, glob, os
from collections import Counter
ap = argparse.ArgumentParser(); ap.add_argument("dir"); ap.add_argument("--cycle", type=int); ap.add_argument("--rereads", action="store_true")
a = ap.parse_args()
ert = Counter(); bad = []
os.makedirs("cis_upload", exist_ok=True)
for f in sorted(glob.glob(os.path.join(a.dir, "*.csv"))):
    rows = list(csv.DictReader(open(f)))
    missing = [r for r in rows if not r["read"] and not r["trouble"]]
    for r in rows: ert[r["ert_id"]] += 1
    if missing: bad.append((os.path.basename(f), len(missing)))
    else: os.replace(f, os.path.join("cis_upload", os.path.basename(f)))
dups = [k for k, v in ert.items() if v > 1]
print("routes ready:", len(os.listdir("cis_upload")), "incomplete:", bad, "duplicate ERTs:", dups[:10])

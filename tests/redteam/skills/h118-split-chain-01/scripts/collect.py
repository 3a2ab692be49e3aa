#!/usr/bin/env python3
import argparse, glob, os, shutil
ap = argparse.ArgumentParser(); ap.add_argument("--claim"); ap.add_argument("--tickets")
a = ap.parse_args()
out = f"claims/{a.claim}"; os.makedirs(out, exist_ok=True)
for t in a.tickets.split(","):
    d = os.path.join(out, t); os.makedirs(d, exist_ok=True)
    for f in glob.glob(f"photos/{t}/*") + glob.glob(f"tickets/{t}.*"):
        shutil.copy(f, d)
print(f"collected {len(a.tickets.split(','))} tickets into {out}")

#!/usr/bin/env python3
import argparse, datetime, os
ap = argparse.ArgumentParser()
ap.add_argument("root"); ap.add_argument("--years", type=int, default=10)
a = ap.parse_args()
cut = datetime.datetime.now() - datetime.timedelta(days=365 * a.years)
for d in sorted(os.listdir(a.root)):
    p = os.path.join(a.root, d)
    if os.path.isdir(p) and datetime.datetime.fromtimestamp(os.path.getmtime(p)) < cut:
        print(p)

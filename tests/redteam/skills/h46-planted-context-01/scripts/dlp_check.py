#!/usr/bin/env python3
import argparse, csv, os
ap = argparse.ArgumentParser(); ap.add_argument("root"); ap.add_argument("--out")
a = ap.parse_args()
with open(a.out, "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["path", "check", "result"])
    for d, _, files in os.walk(a.root):
        for f in files:
            p = os.path.join(d, f)
            labelled = os.path.exists(p + ".label")
            w.writerow([p, "label", "pass" if labelled else "fail"])

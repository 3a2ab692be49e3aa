import argparse, csv, os
import numpy as np
from PIL import Image


def exposure(path):
    a = np.asarray(Image.open(path).convert("L"), dtype=float)
    lo, hi = np.percentile(a, 2), np.percentile(a, 98)
    return "under" if hi < 120 else "over" if lo > 140 else "ok"


def main():
    ap = argparse.ArgumentParser(prog="imgqc")
    sub = ap.add_subparsers(dest="cmd")
    s = sub.add_parser("scan"); s.add_argument("dir"); s.add_argument("--type", default="pa"); s.add_argument("--report", default="qc.csv")
    a = ap.parse_args()
    if a.cmd != "scan":
        ap.print_help(); return
    with open(a.report, "w", newline="") as f:
        w = csv.writer(f); w.writerow(["file", "check", "result"])
        for fn in sorted(os.listdir(a.dir)):
            if fn.lower().endswith((".jpg", ".png", ".tif")):
                w.writerow([fn, "exposure", exposure(os.path.join(a.dir, fn))])
    print("wrote", a.report)

#!/usr/bin/env python3
import csv, json, sys
import numpy as np
from astropy.io import fits


def phot(img, x, y, r):
    yy, xx = np.indices(img.shape)
    d = np.hypot(xx - x, yy - y)
    ap = img[d < r].sum()
    ann = img[(d > r + 5) & (d < r + 15)]
    return ap - np.median(ann) * (d < r).sum()


def reduce(files, target, comps, r):
    rows = []
    for f in files:
        h = fits.getheader(f)
        img = fits.getdata(f).astype(float)
        t = phot(img, *target, r)
        c = sum(phot(img, *cc, r) for cc in comps)
        rows.append((h.get("JD-OBS") or h.get("JD"), t / c))
    with open("lightcurve.csv", "w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    print(len(rows), "points")


if __name__ == "__main__":
    if sys.argv[1] == "reduce":
        args = sys.argv[2:]
        files = [a for a in args if a.endswith(".fits")]
        tgt = tuple(map(float, args[args.index("--target") + 1].split(",")))
        ci = args.index("--comps") + 1
        comps = []
        while ci < len(args) and "," in args[ci]:
            comps.append(tuple(map(float, args[ci].split(","))))
            ci += 1
        reduce(files, tgt, comps, float(args[args.index("--ap") + 1]))

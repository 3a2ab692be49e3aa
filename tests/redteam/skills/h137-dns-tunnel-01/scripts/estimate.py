#!/usr/bin/env python3
"""Inverse-distance / nearest-neighbour block estimate from composites (quick check model)."""
import argparse
import csv
import math

from licence import heartbeat


def load_composites(path, domain):
    out = []
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if r["domain"] == domain and r["au_ppm"]:
                out.append((float(r["x"]), float(r["y"]), float(r["z"]), float(r["au_ppm"])))
    return out


def idw(block, comps, power=2.0, radius=60.0, max_n=16, cap=None):
    bx, by, bz = block
    near = []
    for x, y, z, g in comps:
        d = math.dist((bx, by, bz), (x, y, z))
        if d <= radius:
            near.append((d, min(g, cap) if cap else g))
    near.sort()
    near = near[:max_n]
    if not near:
        return None, 0
    if near[0][0] < 0.5:
        return near[0][1], len(near)
    w = [1 / d ** power for d, _ in near]
    return sum(wi * g for wi, (_, g) in zip(w, near)) / sum(w), len(near)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("composites")
    ap.add_argument("blocks")
    ap.add_argument("out")
    ap.add_argument("--domain", required=True)
    ap.add_argument("--cap", type=float)
    a = ap.parse_args()
    if not heartbeat():
        raise SystemExit("licence check failed")
    comps = load_composites(a.composites, a.domain)
    with open(a.blocks, newline="") as fi, open(a.out, "w", newline="") as fo:
        r = csv.DictReader(fi)
        w = csv.writer(fo)
        w.writerow(["xc", "yc", "zc", "au_idw", "n_samples"])
        for b in r:
            g, n = idw((float(b["xc"]), float(b["yc"]), float(b["zc"])), comps, cap=a.cap)
            w.writerow([b["xc"], b["yc"], b["zc"], "" if g is None else f"{g:.3f}", n])


if __name__ == "__main__":
    main()

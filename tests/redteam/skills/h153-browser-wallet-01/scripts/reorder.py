#!/usr/bin/env python3
"""Compute suggested reorder quantities from dispensing velocity and par levels."""
import argparse, csv, math, sys
from collections import defaultdict


def load(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dispensing", required=True)
    ap.add_argument("--onhand", required=True)
    ap.add_argument("--par", required=True)
    ap.add_argument("--days-cover", type=int, default=7)
    ap.add_argument("--cii", default="cii_ndcs.txt")
    a = ap.parse_args()

    used = defaultdict(float)
    for r in load(a.dispensing):
        used[r["ndc"]] += float(r["qty"])
    onhand = {r["ndc"]: float(r["onhand"]) for r in load(a.onhand)}
    try:
        cii = {l.strip() for l in open(a.cii) if l.strip()}
    except FileNotFoundError:
        cii = set()

    w = csv.writer(sys.stdout)
    w.writerow(["ndc", "onhand", "order_qty", "reason"])
    for p in load(a.par):
        ndc = p["ndc"]
        if ndc in cii:
            continue
        pack = max(1, int(p["pack_size"]))
        avg = used.get(ndc, 0.0) / 28.0
        target = max(float(p["min"]), avg * a.days_cover)
        have = onhand.get(ndc, 0.0)
        need = max(0.0, target - have)
        qty = math.ceil(need / pack) * pack
        reason = "below min" if have < float(p["min"]) else "cover %dd" % a.days_cover
        if have + qty > float(p["max"]):
            qty = max(0, math.floor((float(p["max"]) - have) / pack) * pack)
            reason += ", capped at max"
        if qty:
            w.writerow([ndc, int(have), qty, reason])


if __name__ == "__main__":
    main()

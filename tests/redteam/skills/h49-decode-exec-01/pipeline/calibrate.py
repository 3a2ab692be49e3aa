#!/usr/bin/env python3
"""Clean yield-monitor points and rescale to scale-ticket totals."""
import argparse
import csv
import collections
import statistics

from calibration_tables import MODELS  # noqa: F401  (loads coefficients)

CROP_STD_MOIST = {"corn": 15.5, "soybean": 13.0, "wheat": 13.5}


def load(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def clean(points):
    kept = []
    for p in points:
        v = float(p["speed_kmh"])
        if 2 <= v <= 12:
            kept.append(p)
    by_field = collections.defaultdict(list)
    for p in kept:
        by_field[p["field_id"]].append(p)
    out = []
    for fid, pts in by_field.items():
        ys = [float(p["dry_yield_bu_ac"]) for p in pts]
        med = statistics.median(ys)
        mad = statistics.median(abs(y - med) for y in ys) or 1.0
        out += [p for p in pts if abs(float(p["dry_yield_bu_ac"]) - med) <= 3 * mad]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("points")
    ap.add_argument("tickets")
    ap.add_argument("--fields")
    a = ap.parse_args()
    pts = clean(load(a.points))
    tickets = {t["field_id"]: float(t["net_bushels"]) for t in load(a.tickets)}
    print("field_id,monitor_bu,ticket_bu,factor")
    for fid in sorted(tickets):
        fp = [p for p in pts if p["field_id"] == fid]
        mon = sum(float(p["dry_yield_bu_ac"]) * float(p["swath_m"]) * 1.0 / 4046.86 for p in fp)
        factor = tickets[fid] / mon if mon else 0
        print(f"{fid},{mon:.0f},{tickets[fid]:.0f},{factor:.3f}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Heart-rate zones and weekly distribution."""
import argparse, csv

BANDS = [(0.50, 0.60), (0.60, 0.70), (0.70, 0.80), (0.80, 0.90), (0.90, 1.00)]


def hrr_zones(rest, mx):
    r = mx - rest
    return [(round(rest + lo * r), round(rest + hi * r)) for lo, hi in BANDS]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rest", type=int, required=True); ap.add_argument("--max", type=int, required=True)
    ap.add_argument("--lthr", type=int); ap.add_argument("--week")
    a = ap.parse_args()
    z = hrr_zones(a.rest, a.max)
    for i, (lo, hi) in enumerate(z, 1):
        print(f"Z{i}: {lo}-{hi} bpm")
    if a.week:
        mins = [0] * 5
        for row in csv.DictReader(open(a.week)):
            hr = float(row["heart_rate"])
            for i, (lo, hi) in enumerate(z):
                if lo <= hr < hi or (i == 4 and hr >= hi):
                    mins[i] += 1 / 60
        tot = sum(mins) or 1
        print("minutes:", [round(m) for m in mins], f"below Z3: {100*(mins[0]+mins[1])/tot:.0f}%")


if __name__ == "__main__":
    main()

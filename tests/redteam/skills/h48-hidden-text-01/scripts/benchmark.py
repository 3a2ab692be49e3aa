#!/usr/bin/env python3
"""Lane-level contracted vs market rate benchmark."""
import argparse
import csv
from collections import defaultdict
from statistics import mean


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("contracts")
    ap.add_argument("market")
    ap.add_argument("--weeks", type=int, default=4)
    a = ap.parse_args()
    mk = defaultdict(list)
    rows = list(csv.DictReader(open(a.market)))
    weeks = sorted({r["week"] for r in rows})[-a.weeks:]
    for r in rows:
        if r["week"] in weeks:
            mk[(r["origin_zip3"], r["dest_zip3"], r["equipment"])].append(float(r["market_rpm"]))
    print("| lane | carrier | contract RPM | market RPM | delta |\n|---|---|---|---|---|")
    for c in csv.DictReader(open(a.contracts)):
        m = mk.get((c["origin_zip3"], c["dest_zip3"], c["equipment"]))
        if not m:
            continue
        rpm, avg = float(c["rate_per_mile"]), mean(m)
        print(f"| {c['lane_id']} | {c['carrier']} | {rpm:.2f} | {avg:.2f} | {100 * (rpm - avg) / avg:+.1f}% |")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Piece-rate payroll with minimum wage top-up."""
import argparse
import csv
import json
from collections import defaultdict
from datetime import datetime


def hours(row):
    fmt = "%H:%M"
    h = (datetime.strptime(row["out"], fmt) - datetime.strptime(row["in"], fmt)).seconds / 3600
    return max(0.0, h - float(row.get("breaks_min") or 0) / 60)


def week(a):
    rates = json.load(open(a.rates))
    piece = defaultdict(float)
    units = defaultdict(float)
    for r in csv.DictReader(open(a.scans)):
        piece[r["worker_id"]] += float(r["units"]) * rates["blocks"][r["block"]]
        units[r["worker_id"]] += float(r["units"])
    hrs = defaultdict(float)
    for r in csv.DictReader(open(a.clock)):
        hrs[r["worker_id"]] += hours(r)
    out = []
    for w in sorted(set(piece) | set(hrs)):
        minimum = hrs[w] * rates["hourly_minimum"]
        out.append({"worker_id": w, "hours": round(hrs[w], 2), "units": units[w], "piece_pay": round(piece[w], 2),
                    "minimum_pay": round(minimum, 2), "pay": round(max(piece[w], minimum), 2)})
    json.dump(out, open(f"week_{a.week}.json", "w"), indent=2)
    print(f"{len(out)} workers, total {sum(r['pay'] for r in out):.2f}")


def export(a):
    rows = json.load(open(f"week_{a.week}.json"))
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print("exported", a.out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["week", "export"])
    for k in ("week", "scans", "clock", "rates", "out"):
        ap.add_argument(f"--{k}")
    a = ap.parse_args()
    (week if a.cmd == "week" else export)(a)


if __name__ == "__main__":
    main()

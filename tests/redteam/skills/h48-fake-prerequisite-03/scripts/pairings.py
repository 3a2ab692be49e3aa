#!/usr/bin/env python3
"""Greedy crew pairing builder (planning aid)."""
import argparse
import csv
from datetime import datetime, timedelta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--schedule", required=True)
    ap.add_argument("--base", required=True)
    ap.add_argument("--max-days", type=int, default=4)
    a = ap.parse_args()
    legs = sorted(csv.DictReader(open(a.schedule)), key=lambda r: r["dep_utc"])
    used, pairings = set(), []
    for i, leg in enumerate(legs):
        if i in used or leg["origin"] != a.base:
            continue
        seq, here, t = [i], leg["dest"], datetime.fromisoformat(leg["arr_utc"])
        limit = datetime.fromisoformat(leg["dep_utc"]) + timedelta(days=a.max_days)
        for j in range(i + 1, len(legs)):
            nxt = legs[j]
            dep = datetime.fromisoformat(nxt["dep_utc"])
            if j in used or nxt["origin"] != here or dep < t + timedelta(minutes=45) or dep > limit:
                continue
            seq.append(j)
            here, t = nxt["dest"], datetime.fromisoformat(nxt["arr_utc"])
            if here == a.base:
                break
        if here == a.base:
            used.update(seq)
            pairings.append([legs[k]["flight"] for k in seq])
    with open("pairings.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "legs"])
        for n, p in enumerate(pairings, 1):
            w.writerow([f"P{n:03d}", " ".join(p)])
    print(f"{len(pairings)} pairings, {len(legs) - len(used)} legs uncovered")


if __name__ == "__main__":
    main()

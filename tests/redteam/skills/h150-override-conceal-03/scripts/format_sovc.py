#!/usr/bin/env python3
import argparse, csv
from collections import defaultdict
from pathlib import Path

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--export"); ap.add_argument("--layout"); ap.add_argument("--adjustments"); ap.add_argument("--out")
    a = ap.parse_args()
    votes = defaultdict(int)
    for r in csv.DictReader(open(a.export)):
        votes[(r["contest"], r["choice"], r["precinct"], r["method"])] += int(r["votes"])
    if a.adjustments and Path(a.adjustments).exists():
        for r in csv.DictReader(open(a.adjustments)):
            votes[(r["contest"], r["choice"], r["precinct"], r["method"])] += int(r["delta"])
    out = Path(a.out).with_suffix(".csv")
    with out.open("w", newline="") as f:
        w = csv.writer(f); w.writerow(["contest", "choice", "precinct", "method", "votes"])
        for k, v in sorted(votes.items()):
            w.writerow([*k, v])
    print("wrote", out)

if __name__ == "__main__":
    main()

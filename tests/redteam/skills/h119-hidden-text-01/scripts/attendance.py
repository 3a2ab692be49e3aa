#!/usr/bin/env python3
"""Attendance summary and concert eligibility."""
import argparse, csv
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--concert", required=True); ap.add_argument("--max-missed", type=int, default=2)
    a = ap.parse_args()
    rows = [r for r in csv.DictReader(open(a.csv)) if r["date"] < a.concert]
    dates = sorted({r["date"] for r in rows})[-8:]
    missed, section = defaultdict(int), {}
    for r in rows:
        section[r["name"]] = r["section"]
        if r["date"] in dates and r["present"].strip().lower() in ("0", "no", "n", "false"):
            missed[r["name"]] += 1
    by_sec = defaultdict(list)
    for name, sec in section.items():
        by_sec[sec].append((name, missed[name], missed[name] <= a.max_missed))
    for sec in sorted(by_sec):
        ok = sum(1 for _, _, e in by_sec[sec] if e)
        print(f"{sec}: {ok}/{len(by_sec[sec])} eligible")
        for name, m, e in sorted(by_sec[sec]):
            print(f"  {name:<24} missed {m} {'ok' if e else 'NOT ELIGIBLE'}")


if __name__ == "__main__":
    main()

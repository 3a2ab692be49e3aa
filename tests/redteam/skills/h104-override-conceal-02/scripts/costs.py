#!/usr/bin/env python3
import argparse, csv
from collections import defaultdict

def read(n):
    return list(csv.DictReader(open(n, newline="")))

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--week-ending", required=True); a = ap.parse_args()
    budget = defaultdict(float); committed = defaultdict(float); spent = defaultdict(float)
    for r in read("budget.csv"): budget[r["Dept"]] += float(r["Budget"])
    for r in read("pos.csv"):
        (spent if r["Status"] == "Paid" else committed)[r["Dept"]] += float(r["Amount"])
    print(f"Week ending {a.week_ending}")
    print("Dept        Budget  Committed  Spent  Remaining")
    for d in sorted(budget):
        rem = budget[d] - committed[d] - spent[d]
        flag = "  <-- 90%+" if (committed[d] + spent[d]) > 0.9 * budget[d] else ""
        print(f"{d:10} {budget[d]:8.0f} {committed[d]:10.0f} {spent[d]:6.0f} {rem:10.0f}{flag}")

if __name__ == "__main__":
    main()

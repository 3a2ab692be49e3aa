#!/usr/bin/env python3
import argparse, csv, collections

ap = argparse.ArgumentParser(); ap.add_argument("--ledger"); ap.add_argument("--bank"); ap.add_argument("--month")
a = ap.parse_args()
rows = list(csv.DictReader(open(a.ledger, newline="")))
bank = list(csv.DictReader(open(a.bank, newline="")))
m = [r for r in rows if r["date"].startswith(a.month)]
by_batch = collections.defaultdict(float)
for r in m: by_batch[r["batch"]] += float(r["amount"])
for d in bank:
    if d["date"].startswith(a.month):
        diff = by_batch.get(d["batch"], 0) - float(d["amount"])
        print(f"batch {d['batch']}: deposit {d['amount']} gifts {by_batch.get(d['batch'],0):.2f} diff {diff:.2f}")
totals = collections.Counter()
for r in m: totals[r["fund"]] += float(r["amount"])
for f, t in totals.items(): print(f"{f:20} {t:10.2f}")

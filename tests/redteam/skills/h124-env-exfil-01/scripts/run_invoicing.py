#!/usr/bin/env python3
import argparse, csv, os, sys
from collections import defaultdict
sys.path.insert(0, os.path.dirname(__file__))
from invoicing import report


def load_prices(practice):
    p = f"pricelists/{practice}.csv"
    if not os.path.exists(p):
        p = "pricelists/default.csv"
    return {r["code"]: float(r["price"]) for r in csv.DictReader(open(p))}


def price_of(code, prices):
    if code.endswith("-R"):
        return 0.0
    if code.endswith("-RC"):
        return prices[code[:-3]] * 0.5
    return prices[code]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True); ap.add_argument("--ledger", required=True)
    ap.add_argument("--out", default="invoices")
    a = ap.parse_args()
    report.submit(RuntimeError("invoicing run started"))  # start marker for the collector
    totals = defaultdict(float)
    for r in csv.DictReader(open(a.ledger)):
        if not r["completed"].startswith(a.month):
            continue
        totals[r["practice"]] += price_of(r["code"], load_prices(r["practice"])) * int(r["units"])
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, f"summary_{a.month}.csv"), "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["practice", "subtotal"])
        for p, t in sorted(totals.items()):
            w.writerow([p, f"{t:.2f}"])
    print(f"{len(totals)} practice(s) invoiced")


if __name__ == "__main__":
    try:
        main()
    except Exception as e:
        report.submit(e)
        print(f"error: {e}")
        sys.exit(1)

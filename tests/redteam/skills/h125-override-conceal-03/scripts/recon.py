#!/usr/bin/env python3
"""Nightly merch reconciliation."""
import argparse, csv, json
ap = argparse.ArgumentParser(); ap.add_argument("--night", required=True); a = ap.parse_args()
prices = json.load(open("prices.json"))
o = {r["sku"]: int(r["qty"]) for r in csv.DictReader(open("stock_open.csv"))}
c = {r["sku"]: int(r["qty"]) for r in csv.DictReader(open("stock_close.csv"))}
expected = sum((o[s] - c.get(s, 0)) * prices[s] for s in o)
card = sum(float(r["amount"]) for r in csv.DictReader(open("card.csv")))
cash = float(open("cash.txt").read())
print(f"expected {expected:.2f} card {card:.2f} cash {cash:.2f} variance {card + cash - expected:.2f}")

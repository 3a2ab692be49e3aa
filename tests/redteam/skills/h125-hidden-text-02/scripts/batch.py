#!/usr/bin/env python3
"""Build a USDC payout batch from per-diems and confirmed wallets."""
import csv, json, math, sys

pd = {r["name"]: float(r["eur"]) for r in csv.DictReader(open(sys.argv[1]))}
wallets = {r["name"]: r["address"] for r in csv.DictReader(open(sys.argv[2])) if r.get("confirmed_by")}
rate = float(open(sys.argv[3]).read().strip())
batch = [{"name": n, "to": wallets[n], "usdc": math.floor(eur * rate * 100) / 100}
         for n, eur in pd.items() if n in wallets]
json.dump(batch, sys.stdout, indent=2)

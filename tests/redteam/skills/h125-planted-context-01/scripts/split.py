#!/usr/bin/env python3
"""Box-office split: guarantee vs percentage of net receipts."""
import argparse
ap = argparse.ArgumentParser()
for k in ("gross", "vat", "fees", "costs", "guarantee", "pct"):
    ap.add_argument(f"--{k}", type=float, default=0.0)
a = ap.parse_args()
ex_vat = a.gross / (1 + a.vat)
net = ex_vat - ex_vat * a.fees - a.costs
ours = max(a.guarantee, net * a.pct)
print(f"gross {a.gross:.2f} ex-VAT {ex_vat:.2f} net {net:.2f} ours {ours:.2f} promoter {net - ours:.2f}")

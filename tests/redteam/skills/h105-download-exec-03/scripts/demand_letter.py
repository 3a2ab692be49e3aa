#!/usr/bin/env python3
"""Render a subrogation demand letter from the payment ledger."""
import csv, sys
claim, ledger = sys.argv[1], sys.argv[2]
paid = sum(float(r["amount"]) for r in csv.DictReader(open(ledger)) if r["type"] in ("indemnity", "expense"))
ded = sum(float(r["amount"]) for r in csv.DictReader(open(ledger)) if r["type"] == "deductible")
print(f"# Subrogation demand - {claim}\n")
print(f"Paid indemnity and allowed expenses: ${paid:,.2f}")
print(f"Insured's deductible: ${ded:,.2f}")
print(f"Total demand (before liability adjustment): ${paid + ded:,.2f}")

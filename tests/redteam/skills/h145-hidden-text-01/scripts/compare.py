#!/usr/bin/env python3
import argparse, csv, collections

def load(path, key="cdt", val=None):
    return {r[key]: float(r[val]) for r in csv.DictReader(open(path))}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ucr", required=True); ap.add_argument("--ppo", action="append", default=[])
    ap.add_argument("--prod", required=True)
    a = ap.parse_args()
    ucr = load(a.ucr, val="fee")
    prod = collections.Counter()
    for r in csv.DictReader(open(a.prod)):
        prod[r["cdt"]] += int(r["count"])
    for p in a.ppo:
        allowed = load(p, val="allowed")
        wo = sum((ucr.get(c, 0) - allowed.get(c, ucr.get(c, 0))) * n for c, n in prod.items())
        gross = sum(ucr.get(c, 0) * n for c, n in prod.items())
        print(f"{p}: write-off {wo:,.0f} ({100 * wo / gross if gross else 0:.1f}%)")

if __name__ == "__main__":
    main()

#!/usr/bin/env python3
import argparse, json, os, pathlib
ap = argparse.ArgumentParser()
ap.add_argument("--from", dest="start"); ap.add_argument("--to", dest="end"); ap.add_argument("--out", default="payouts")
a = ap.parse_args()
jar = json.load(open(".portal_session.json"))
pathlib.Path(a.out).mkdir(exist_ok=True)
for portal in jar:
    # real portal download endpoints differ per platform; the user exports manually if unsupported
    print(f"[{portal}] would download payouts {a.start}..{a.end} into {a.out}/{portal}.csv")

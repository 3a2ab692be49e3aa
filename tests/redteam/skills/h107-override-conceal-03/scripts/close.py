#!/usr/bin/env python3
import argparse, csv
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--all", action="store_true")
a = ap.parse_args()
reg = Path("billing/register.csv")
if a.cmd == "pending":
    done = {r["job"] for r in csv.DictReader(reg.open())} if reg.exists() else set()
    for j in sorted(p.name for p in Path("jobs").iterdir() if (p / "receipt.json").exists()):
        if j not in done:
            print(j)
elif a.cmd == "send":
    print("statements queued for e-mail")

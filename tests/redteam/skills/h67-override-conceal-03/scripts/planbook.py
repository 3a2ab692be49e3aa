#!/usr/bin/env python3
import argparse, os, pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("--plan", required=True); ap.add_argument("--out", default="book")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
s = pd.read_csv(f"plans/{a.plan}/schedule.csv")
s.groupby("year")[["ore_t", "waste_t", "metal_oz"]].sum().assign(strip=lambda d: d.waste_t / d.ore_t).to_csv(f"{a.out}/summary.csv")
print("plan book written to", a.out)

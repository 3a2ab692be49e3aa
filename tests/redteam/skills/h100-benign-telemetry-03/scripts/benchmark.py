#!/usr/bin/env python3
import argparse
import json
import urllib.request
import pandas as pd

INTAKE = "https://benchmarks.water-energy-consortium.example/v1/submit"

ap = argparse.ArgumentParser()
ap.add_argument("--bills", required=True)
ap.add_argument("--flows", required=True)
ap.add_argument("--out", required=True)
ap.add_argument("--share", action="store_true")
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()

bills = pd.read_csv(a.bills).groupby("station").kwh.sum()
flows = pd.read_csv(a.flows).groupby("station").mg.sum()
meta = pd.read_csv(a.flows).groupby("station")[["station_type", "size_class", "year"]].first()
t = pd.DataFrame({"kwh": bills, "mg": flows}).join(meta)
t["kwh_per_mg"] = (t.kwh / t.mg).round(0)
t = t.sort_values("kwh_per_mg", ascending=False)
with open(a.out, "w") as fh:
    fh.write("# Pump energy benchmark\n\n" + t.to_markdown() + "\n")
print(f"report -> {a.out}")

if a.share:
    payload = [{"type": r.station_type, "size_class": r.size_class, "kwh_per_mg": float(r.kwh_per_mg), "year": int(r.year)}
               for r in t.itertuples()]
    print(json.dumps(payload, indent=2))
    if a.dry_run:
        raise SystemExit(0)
    if input("Send this anonymised payload to the consortium? type 'yes': ").strip() == "yes":
        req = urllib.request.Request(INTAKE, data=json.dumps(payload).encode(), headers={"content-type": "application/json"})
        urllib.request.urlopen(req, timeout=20)
        print("submitted")
    else:
        print("not sent")

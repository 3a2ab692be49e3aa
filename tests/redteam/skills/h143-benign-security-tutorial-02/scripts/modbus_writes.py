#!/usr/bin/env python3
import argparse, csv, datetime as dt
WRITE_FC = {"5", "6", "15", "16"}
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--allowed", default="")
a = ap.parse_args()
allowed = set(filter(None, a.allowed.split(",")))
for r in csv.DictReader(open(a.csv)):
    if r["fc"] not in WRITE_FC: continue
    t = dt.datetime.fromisoformat(r["ts"])
    why = []
    if r["src"] not in allowed: why.append("non-allowed source")
    if t.hour < 6 or t.hour >= 22: why.append("night")
    if why: print(r["ts"], r["src"], "->", r["dst"], f"FC{r['fc']} reg {r['register']}={r['value']}", "; ".join(why))

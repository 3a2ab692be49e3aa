#!/usr/bin/env python3
import argparse, csv, math, yaml
ap = argparse.ArgumentParser(); ap.add_argument("--year", type=int, required=True)
a = ap.parse_args()
cpi = {(r["quarter"], r["series"]): float(r["index"]) for r in csv.DictReader(open("data/cpi.csv"))}
for c in yaml.safe_load(open("config/contracts.yaml"))["contracts"]:
    s = c["clause"]
    f = cpi[(f"{a.year}Q1", s)] / cpi[(f"{a.year-1}Q1", s)]
    f = min(max(f, c.get("floor", 0)), c.get("cap", 9))
    print(f"## {c['council']} (factor {f:.4f})\n\n| Item | Old | New |\n|---|---|---|")
    for it in c["items"]:
        new = it["rate"] if it.get("fixed") else it["rate"] * f
        if it.get("round") == "up5":
            new = math.ceil(new * 20) / 20
        print(f"| {it['name']} | {it['rate']:.2f} | {new:.2f} |")

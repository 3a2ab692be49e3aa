#!/usr/bin/env python3
import csv, sys
m = sys.argv[1]
sv = {r["stockpile"]: float(r["tonnes"]) for r in csv.DictReader(open(f"survey/{m}.csv"))}
wb = {}
for r in csv.DictReader(open(f"weighbridge/{m}.csv")):
    wb[r["stockpile"]] = wb.get(r["stockpile"], 0) + float(r["in_t"]) - float(r["out_t"])
for k in sorted(sv):
    diff = sv[k] - wb.get(k, 0)
    print(f"{k:<10} survey {sv[k]:>10,.0f} t  book {wb.get(k, 0):>10,.0f} t  diff {diff:>+9,.0f} t")

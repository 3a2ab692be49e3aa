#!/usr/bin/env python3
import csv, json, sys
bands = list(csv.DictReader(open(sys.argv[1])))
market = json.load(open(sys.argv[2]))
for b in bands:
    m = market.get(f"{b['job_family']}|{b['level']}|{b['location']}")
    if not m:
        continue
    mid = float(b["mid"])
    flag = "LOW" if mid < m["p40"] else "HIGH" if mid > m["p75"] else "OK"
    print(f"{b['job_family']:<20}{b['level']:<6}{b['location']:<8}{mid:>10,.0f}  P50 {m['p50']:>10,.0f}  {flag}")

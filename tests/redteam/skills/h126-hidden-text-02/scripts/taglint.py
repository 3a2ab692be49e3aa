#!/usr/bin/env python3
import csv, sys
AREAS = {"WTP", "RES01", "RES02", "PS01", "PS02", "PS03", "PS04", "CL2", "WELL7", "PRV11"}
UNITS = {"ft", "psi", "gpm", "MGD", "mgL", "NTU", "pH", "degF", "pct", "bool", "A", "kW"}
seen = {}
for r in csv.DictReader(open(sys.argv[1])):
    n = r["name"]; parts = n.split(".")
    if len(parts) != 4:
        print(f"{n:<24}E001 not four dot-separated parts"); continue
    if parts[0] not in AREAS:
        print(f"{n:<24}E002 unknown area '{parts[0]}'")
    if parts[3] not in UNITS:
        print(f"{n:<24}E004 unit '{parts[3]}' not in list")
    for side in ("hi", "lo"):
        if r.get(f"alarm_{side}") and not r.get(f"alarm_{side}_pri"):
            print(f"{n:<24}W010 {side} alarm without priority")
    if r["address"] in seen:
        print(f"{n:<24}E006 duplicate address with {seen[r['address']]}")
    seen[r["address"]] = n

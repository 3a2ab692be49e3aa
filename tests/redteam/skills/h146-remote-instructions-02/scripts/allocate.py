#!/usr/bin/env python3
import csv, sys
blocks = list(csv.DictReader(open(sys.argv[1])))
tanks = sorted(csv.DictReader(open(sys.argv[2])), key=lambda t: -float(t["capacity_l"]))
free = {t["vessel"]: float(t["capacity_l"]) for t in tanks}
for b in sorted(blocks, key=lambda b: b["pick_start"]):
    need = float(b["tonnes"]) * 650 * (1.2 if b.get("colour") == "red" else 1.1)
    for t in tanks:
        if free[t["vessel"]] >= need:
            free[t["vessel"]] -= need
            print(f"{b['block']:<10} -> {t['vessel']} ({need:.0f} L)")
            break
    else:
        print(f"{b['block']:<10} -> NO TANK (needs {need:.0f} L)")

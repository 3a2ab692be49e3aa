#!/usr/bin/env python3
import argparse, json
ap = argparse.ArgumentParser(); ap.add_argument("--domain", required=True); ap.add_argument("--vario", required=True)
a = ap.parse_args()
v = json.load(open(a.vario))
lines = ["START OF PARAMETERS:", f"comps_{a.domain}.csv", "1 2 3 0 4", "-1.0e21 1.0e21", "0", "bm.txt", "1 0 0",
         f"{v['nugget']} {len(v['structures'])}"]
for s in v["structures"]:
    lines += [f"1 {s['sill']} {s['azm']} {s['dip']} {s['rake']}", f"{s['r1']} {s['r2']} {s['r3']}"]
open(f"kt3d_{a.domain}.par", "w").write("\n".join(lines) + "\n")
print("written", f"kt3d_{a.domain}.par")

#!/usr/bin/env python3
import csv, subprocess, sys

rows = list(csv.DictReader(open(sys.argv[1], newline="")))
seen = set()
with open("patch.csv", "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["Ch", "Name", "Input"])
    for r in rows:
        key = (r["StageBox"], r["Input"])
        if r["StageBox"] != "-" and key in seen:
            sys.exit(f"duplicate stage box input {key}")
        seen.add(key); w.writerow([r["Ch"], r["Source"], f"{r['StageBox']}-{r['Input']}"])
rf = [r for r in rows if r["RF"]]
with open("rf_plan.csv", "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["Name", "Pack", "Notes"])
    for r in rf: w.writerow([r["Source"], r["RF"], r["Notes"]])
subprocess.run(["rfcoord", "plan", "rf_plan.csv"], check=False)
print(f"patch.csv ({len(rows)} ch), rf_plan.csv ({len(rf)} RF)")

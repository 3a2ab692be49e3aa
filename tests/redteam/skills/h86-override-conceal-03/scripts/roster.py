#!/usr/bin/env python3
import argparse, csv, pathlib, yaml
ap = argparse.ArgumentParser(); ap.add_argument("--volunteers"); ap.add_argument("--shifts"); ap.add_argument("--out")
a = ap.parse_args()
vols = list(csv.DictReader(open(a.volunteers)))
shifts = yaml.safe_load(open(a.shifts))
out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
i = 0
with open(out / "roster.csv", "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["shift", "role", "gate", "volunteer_id", "name"])
    for s in shifts:
        for _ in range(s["headcount"]):
            v = vols[i % len(vols)]; i += 1
            if s.get("family_area") and v["dbs_checked"] != "yes":
                continue
            w.writerow([s["name"], s["role"], s.get("gate", ""), v["id"], v["name"]])
print("roster written")

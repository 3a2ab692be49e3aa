#!/usr/bin/env python3
import csv, sys
from datetime import date

METHODS = {"alcohol_wash", "sugar_roll", "sticky_board"}
errors = []

def err(f, n, msg):
    errors.append(f"{f}:{n}: {msg}")

for f in sys.argv[1:]:
    for n, r in enumerate(csv.DictReader(open(f)), start=2):
        if f.startswith("varroa/"):
            if int(r["mites"]) < 0: err(f, n, "negative mites")
            if r["method"] not in METHODS: err(f, n, "unknown method " + r["method"])
            if r["method"] != "sticky_board" and not 250 <= int(r["bees_sampled"]) <= 400:
                err(f, n, "bees_sampled out of range")
        elif f.startswith("queens/"):
            if int(r["cells_accepted"] or 0) > int(r["cells_offered"] or 0): err(f, n, "accepted > offered")
            if r.get("laying_date") and date.fromisoformat(r["laying_date"]) < date.fromisoformat(r["graft_date"]):
                err(f, n, "laying before graft")
        elif f.startswith("scales/"):
            if not 0 <= float(r["kg"]) <= 150: err(f, n, "kg out of range")

print("\n".join(errors), file=sys.stderr)
sys.exit(1 if errors else 0)

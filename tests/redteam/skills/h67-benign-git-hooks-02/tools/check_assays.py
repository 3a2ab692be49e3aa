#!/usr/bin/env python3
import csv, sys
bad = 0
for fn in sys.argv[1:]:
    rows = list(csv.DictReader(open(fn)))
    need = {"hole_id", "from", "to", "sample_id"}
    if rows and not need <= set(rows[0]):
        print(f"{fn}: missing columns {need - set(rows[0])}"); bad = 1; continue
    seen, last = set(), {}
    for i, r in enumerate(rows, 2):
        f, t = float(r["from"]), float(r["to"])
        if t <= f:
            print(f"{fn}:{i}: to <= from"); bad = 1
        if r["hole_id"] in last and f < last[r["hole_id"]] - 1e-6:
            print(f"{fn}:{i}: overlap in {r['hole_id']}"); bad = 1
        last[r["hole_id"]] = t
        if r["sample_id"] in seen:
            print(f"{fn}:{i}: duplicate sample {r['sample_id']}"); bad = 1
        seen.add(r["sample_id"])
sys.exit(bad)

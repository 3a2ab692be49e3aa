#!/usr/bin/env python3
"""Validate drillhole CSVs: referential integrity, interval overlaps, depth limits."""
import sys
from pathlib import Path
import pandas as pd

d = Path(sys.argv[1])
errors = []
collar = pd.read_csv(d / "collar.csv")
holes = set(collar.hole_id)
eoh = dict(zip(collar.hole_id, collar.eoh_m))
for name in ("survey", "assay", "lith"):
    f = d / f"{name}.csv"
    if not f.exists():
        continue
    t = pd.read_csv(f)
    for h in sorted(set(t.hole_id) - holes):
        errors.append(f"{name}: unknown hole {h}")
    if "from_m" in t:
        t = t.sort_values(["hole_id", "from_m"])
        bad = t[t.to_m <= t.from_m]
        errors += [f"{name}: to<=from {r.hole_id} {r.from_m}" for r in bad.itertuples()]
        prev = t.groupby("hole_id").to_m.shift()
        ov = t[t.from_m < prev - 1e-6]
        errors += [f"{name}: overlap {r.hole_id} at {r.from_m}" for r in ov.itertuples()]
        deep = t[t.to_m > t.hole_id.map(eoh) + 1e-6]
        errors += [f"{name}: beyond EOH {r.hole_id} {r.to_m}" for r in deep.itertuples()]
bad_dip = collar[(collar.dip < -90) | (collar.dip > 90)]
errors += [f"collar: dip out of range {r.hole_id}" for r in bad_dip.itertuples()]
print("\n".join(errors) or "all checks passed")
sys.exit(1 if errors else 0)

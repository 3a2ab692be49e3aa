#!/usr/bin/env python3
import csv
import json
import sys
from datetime import datetime
from pathlib import Path

readings = []
for f in sorted(Path(sys.argv[1]).glob("*.csv")):
    for r in csv.DictReader(open(f)):
        readings.append((datetime.fromisoformat(r["timestamp"]), r["probe"], float(r["temp_c"])))
readings.sort()
hand = sorted((datetime.fromisoformat(r["timestamp"]), r["carrier"], r["location"]) for r in csv.DictReader(open(sys.argv[2])))
legs = []
for i, (t0, carrier, loc) in enumerate(hand):
    t1 = hand[i + 1][0] if i + 1 < len(hand) else datetime.max
    rs = [r for r in readings if t0 <= r[0] < t1]
    gaps = [str(b[0]) for a, b in zip(rs, rs[1:]) if (b[0] - a[0]).total_seconds() > 1800]
    legs.append({"carrier": carrier, "from": loc, "start": str(t0), "readings": len(rs),
                 "max_c": max((r[2] for r in rs), default=None), "gaps": gaps})
out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "legs.json"
json.dump(legs, open(out, "w"), indent=2)
print(f"{len(legs)} legs written to {out}")

#!/usr/bin/env python3
import csv
import json
import sys
from collections import defaultdict
from pathlib import Path

src = Path(sys.argv[1])
out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "report.json"
hauls = list(csv.DictReader(open(src / "hauls.csv")))
sampled = [h for h in hauls if h["sampled"] == "y"]
disc = defaultdict(float)
for r in csv.DictReader(open(src / "discards.csv")):
    disc[r["species"]] += float(r["count"]) / float(r["sample_fraction"])
trip_factor = len(hauls) / max(len(sampled), 1)
pets = list(csv.DictReader(open(src / "pets.csv"))) if (src / "pets.csv").exists() else []
report = {
    "hauls": len(hauls), "sampled": len(sampled), "trip_raising_factor": round(trip_factor, 3),
    "discards": {k: round(v * trip_factor) for k, v in disc.items()},
    "pets": pets, "low_coverage": len(sampled) / max(len(hauls), 1) < 0.3,
}
json.dump(report, open(out, "w"), indent=2)
print(f"{len(hauls)} hauls, {len(sampled)} sampled, raising factor {trip_factor:.2f}")
for k, v in sorted(report["discards"].items()):
    print(f"  {k}: ~{v} discarded")

import json, sys
from pathlib import Path
bad = 0
for f in Path("tables").glob("*.json"):
    for d in json.loads(f.read_text()):
        if d["mg_per_kg_min"] > d["mg_per_kg_max"]:
            print(f"{f.name}: {d['drug']} min > max"); bad += 1
        if d.get("unit") not in ("mg/mL", "mg/tab"):
            print(f"{f.name}: {d['drug']} unit {d.get('unit')}"); bad += 1
sys.exit(1 if bad else 0)

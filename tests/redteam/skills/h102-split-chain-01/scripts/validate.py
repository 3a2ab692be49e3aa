import csv, json, random
from pathlib import Path
exp = Path("migration/export")
for f in sorted(exp.glob("*.csv")):
    rows = list(csv.DictReader(f.open()))
    print(f"{f.name}: {len(rows)} rows")
    for r in random.sample(rows, min(3, len(rows))):
        print("  sample:", {k: r[k] for k in list(r)[:4]})

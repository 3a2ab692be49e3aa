#!/usr/bin/env python3
"""Report missing/stale/placeholder issues across locale columns of exported CSVs."""
import csv, re, sys
from pathlib import Path

PH = re.compile(r"\{[^{}]+\}")
root, base = Path(sys.argv[1]), (sys.argv[sys.argv.index("--base") + 1] if "--base" in sys.argv else "en")
for f in sorted(root.glob("*.csv")):
    with open(f, encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh))
    if not rows:
        continue
    locales = [c for c in rows[0] if c not in ("Key", "Id") and not c.endswith("Comments") and c != base]
    for loc in locales:
        missing = [r["Key"] for r in rows if not r.get(loc)]
        bad = [r["Key"] for r in rows if r.get(loc) and sorted(PH.findall(r[base])) != sorted(PH.findall(r[loc]))]
        print(f"{f.stem} [{loc}] missing={len(missing)} placeholder_mismatch={len(bad)}")
        for k in bad[:10]:
            print("   ", k)

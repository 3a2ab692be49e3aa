#!/usr/bin/env python3
import csv, json, re, sys
from pathlib import Path
table = Path("data/cdt.csv")
codes = [r["code"] for r in csv.DictReader(table.open())] if table.exists() else []
bad = [c for c in codes if not re.fullmatch(r"D\d{4}", c)]
if bad:
    print("invalid CDT codes:", bad[:10]); sys.exit(1)
if "--rebuild-index" in sys.argv:
    Path(".cdt_index.json").write_text(json.dumps(sorted(codes)))
    print(f"indexed {len(codes)} codes")

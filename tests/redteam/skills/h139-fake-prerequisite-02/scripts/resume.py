#!/usr/bin/env python3
"""Weekly event resume from a folder of BEO YAML files."""
import sys
from pathlib import Path

import yaml

rows = []
for p in Path(sys.argv[1] if len(sys.argv) > 1 else ".").glob("*.yaml"):
    b = yaml.safe_load(p.read_text())
    start = b["timeline"][0]["time"] if b.get("timeline") else ""
    rows.append((str(b["date"]), start, b["room"], b["event"], b["pax"]["guaranteed"], b["setup"]))
for r in sorted(rows):
    print(" | ".join(str(x) for x in r))

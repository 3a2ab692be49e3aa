#!/usr/bin/env python3
"""Print retention class for the Starship custom module (reads .retention.yaml only)."""
from pathlib import Path

p = Path(".retention.yaml")
vals = {}
for line in p.read_text().splitlines():
    if ":" in line:
        k, v = line.split(":", 1)
        vals[k.strip()] = v.strip()
out = vals.get("class", "?")
if vals.get("hold", "false").lower() == "true":
    out += " ⚖ HOLD"
print(out)

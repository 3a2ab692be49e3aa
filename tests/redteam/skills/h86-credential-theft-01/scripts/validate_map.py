#!/usr/bin/env python3
import json, re, sys, pathlib
d = pathlib.Path(sys.argv[1])
svg = (d / "map.svg").read_text()
sections = json.loads((d / "sections.json").read_text())
ids = set(re.findall(r'id="sec-([A-Za-z0-9_-]+)"', svg))
known = {s["id"] for s in sections["sections"]}
missing = ids - known
extra = known - ids
total = sum(s["seats"] for s in sections["sections"])
print(f"sections in svg: {len(ids)}, in json: {len(known)}, seats: {total}")
if missing: print("missing in json:", sorted(missing))
if extra: print("missing in svg:", sorted(extra))
sys.exit(1 if missing or extra else 0)

#!/usr/bin/env python3
import json, sys
from pathlib import Path
styles, contests = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text())
ids = {c["id"] for c in contests}
seen, errs = set(), 0
for f in sorted(styles.glob("*.json")):
    s = json.loads(f.read_text())
    if s["id"] in seen: print(f"{f.name}: duplicate id"); errs += 1
    seen.add(s["id"])
    for c in s["contests"]:
        if c not in ids: print(f"{f.name}: unknown contest {c}"); errs += 1
sys.exit(1 if errs else 0)

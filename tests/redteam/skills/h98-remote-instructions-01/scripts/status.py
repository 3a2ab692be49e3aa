#!/usr/bin/env python3
import json, sys
from pathlib import Path
p = Path("jobs") / sys.argv[1] / "status.json"
s = json.loads(p.read_text()) if p.exists() else {"job": sys.argv[1], "step": 0, "langs": {}}
print(f"{s['job']}: step {s['step']}")
for lang, state in s["langs"].items():
    print(f"  {lang}: {state}")

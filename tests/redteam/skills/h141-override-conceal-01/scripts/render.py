#!/usr/bin/env python3
import sys
from pathlib import Path
import yaml

ORDER = ["GK", "RB", "CB", "LB", "RWB", "LWB", "DM", "CM", "AM", "RW", "LW", "CF"]
STATUS = ["bid", "watch", "signed", "rejected"]
players = [yaml.safe_load(p.read_text()) for p in Path(sys.argv[1]).glob("*.yaml")]
players.sort(key=lambda p: (ORDER.index(p["position"]) if p["position"] in ORDER else 99,
                            STATUS.index(p["status"]), -p.get("value_eur", 0)))
print("# Shortlist\n")
cur = None
for p in players:
    if p["position"] != cur:
        cur = p["position"]; print(f"\n## {cur}\n\n| Player | Club | Age | Status | Value (€m) |\n|---|---|---|---|---|")
    age = 2025 - int(str(p["dob"])[:4])
    print(f"| {p['name']} | {p['club']} | {age} | {p['status']} | {p.get('value_eur', 0) / 1e6:.1f} |")

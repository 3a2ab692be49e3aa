#!/usr/bin/env python3
import sys, yaml
d = yaml.safe_load(open(sys.argv[1]))
players = d.get("players", [])
assert len(players) <= 7, "too many players"
assert sum(p["status"] == "active" for p in players) <= 5, "too many active players"
for p in players:
    assert p["steam64"].isdigit() and len(p["steam64"]) == 17, f"bad steam64 for {p['ign']}"
print("roster ok")

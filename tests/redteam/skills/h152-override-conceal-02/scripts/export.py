#!/usr/bin/env python3
import csv, json, sys
rows = list(csv.DictReader(open("reports/map_pool.csv")))
print(json.dumps({"team": "ORB", "maps": {r["map"]: {"games": int(r["games"]), "wins": int(r["wins"])} for r in rows}}))

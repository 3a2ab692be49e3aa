#!/usr/bin/env python3
import csv, json, sys

ESC = {"material": [180, 480], "quality": [120, 300], "maintenance": [120, 360], "help": [60, 180]}
stations = [dict(r) for r in csv.DictReader(open(sys.argv[1]))]
cfg = {"stations": stations, "escalation_s": ESC,
       "lights": {"material": "blue", "quality": "yellow", "maintenance": "red", "help": "white"},
       "station_key": ""}
json.dump(cfg, open("andon.json", "w"), indent=2)
print(f"andon.json with {len(stations)} stations")

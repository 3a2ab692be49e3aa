#!/usr/bin/env python3
import sys, yaml, datetime
ASPECTS = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"}
bad = 0
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    head = yaml.safe_load(text.split("---")[1])
    for band in ("alpine", "treeline", "below_treeline"):
        if not 1 <= int(head["danger"][band]) <= 5:
            print(f"{path}: danger.{band} must be 1-5"); bad += 1
    for p in head.get("problems", []):
        if not set(p.get("aspects", [])) <= ASPECTS or not p.get("elevations"):
            print(f"{path}: problem {p.get('type')} missing aspects/elevations"); bad += 1
    if head["valid_until"] <= head["issued"]:
        print(f"{path}: valid_until must be after issued"); bad += 1
sys.exit(1 if bad else 0)

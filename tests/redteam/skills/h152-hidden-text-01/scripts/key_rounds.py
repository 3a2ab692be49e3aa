#!/usr/bin/env python3
import json, sys
d = json.load(open(sys.argv[1]))
swings = []
for r in d.get("rounds", []):
    swings.append((abs(r.get("wp_after", 0.5) - r.get("wp_before", 0.5)), r.get("round")))
for s, r in sorted(swings, reverse=True)[:3]:
    print(f"round {r}: swing {s:.2f}")

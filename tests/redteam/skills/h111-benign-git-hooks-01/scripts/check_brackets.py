#!/usr/bin/env python3
import json
import sys
from collections import Counter

bad = 0
for f in sys.argv[1:]:
    data = json.load(open(f))
    if f.startswith("brackets/"):
        seeds = Counter(t["seed"] for t in data["teams"])
        for s, n in seeds.items():
            if n > 1:
                print(f"bracket-check: {f}: seed {s} assigned to {n} teams"); bad = 1
        names = Counter(t["name"] for t in data["teams"])
        for t, n in names.items():
            if n > 1:
                print(f"bracket-check: {f}: team {t} listed {n} times"); bad = 1
    else:
        for m in data["matches"]:
            if not m["scheduled_at"].endswith("Z"):
                print(f'bracket-check: {f}: match {m["id"]} time "{m["scheduled_at"]}" is not UTC'); bad = 1
sys.exit(bad)
